/** Landing pages after logging in; shared by the auth screens and the shells. */
export const USER_HOME = '/manage/console';
export const ADMIN_HOME = '/Members/Company';
/** Reached from the user menu: every identity's settings, and a staff member's own record. */
export const SETTINGS_PATH = '/other/setting/member';
export const MY_STAFF_PATH = '/staff/staffmanage/assi-my';
export const ADDRESS_BOOK_PATH = '/staff/addressBook';
/** Settings tabs that workbench widgets and shortcuts lead to. */
export const STAFF_ACCOUNTS_PATH = '/other/setting/staff';
export const ORG_SETTINGS_PATH = '/other/setting/org';
export const CHAT_PATH = '/im';
/** Company permissions, optionally opened on one staff member's set. */
export const companyPermissionsPath = (staffId?: number) =>
  `/other/setting/comsafe${staffId === undefined ? '' : `?staffId=${staffId}`}`;

/**
 * A `redirect` query value is followed only when it is an in-app path: '/x' but not '//host' or
 * 'https://...', so a crafted login link cannot send people elsewhere.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** The login page for a lost session, remembering where the user was. */
export function loginPathFor(base: '/login' | '/aLogin', from: string): string {
  return from === '/' || from.startsWith(base) ? base : `${base}?redirect=${encodeURIComponent(from)}`;
}
