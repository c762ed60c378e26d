import { LIMITS } from './limits.ts';

export type PasswordStrength = 0 | 1 | 2 | 3;
export const PASSWORD_STRENGTH_LABELS = ['low', 'medium', 'high'] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

/**
 * docs/product/auth.md: under the minimum length is 0; otherwise the number of distinct character
 * classes (digit, lower, upper, other) minus one.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length < LIMITS.passwordMinLength) return 0;
  const classes = [/\d/, /[a-z]/, /[A-Z]/, /[^\da-zA-Z]/].filter((re) => re.test(password)).length;
  return (classes - 1) as PasswordStrength;
}

/** Levels 0, 1 and 2+ read as low, medium and high. */
export function passwordStrengthLabel(password: string): PasswordStrengthLabel {
  return PASSWORD_STRENGTH_LABELS[Math.min(passwordStrength(password), 2)]!;
}
