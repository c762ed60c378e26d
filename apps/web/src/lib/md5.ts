import md5 from 'blueimp-md5';

/** Passwords never leave the browser in clear text: the API expects their MD5 hex (docs/product/auth.md). */
export function hashPassword(plain: string): string {
  return md5(plain);
}
