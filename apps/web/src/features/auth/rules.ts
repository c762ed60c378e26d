import { LIMITS, loginCodeSchema } from '@renli/contracts';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/** Form rules shared by the auth screens; the same limits the server enforces, from contracts. */
export const authRules = (t: TFunction) => ({
  loginCode: [
    { required: true, message: t('auth:rules.loginCodeRequired') },
    {
      validator: (_: unknown, value: string | undefined) =>
        !value || loginCodeSchema.safeParse(value).success
          ? Promise.resolve()
          : Promise.reject(new Error(t('auth:rules.loginCodeInvalid'))),
    },
  ] satisfies FormRule[],
  verifyCode: [
    { required: true, message: t('auth:rules.codeRequired') },
    { pattern: /^\d{6}$/, message: t('auth:rules.codeFormat') },
  ] satisfies FormRule[],
  newPassword: [
    { required: true, message: t('auth:rules.passwordRequired') },
    {
      min: LIMITS.passwordMinLength,
      message: t('auth:rules.passwordMin', { min: LIMITS.passwordMinLength }),
    },
    { max: 64, message: t('auth:rules.passwordMax', { max: 64 }) },
  ] satisfies FormRule[],
  /** The second password field must repeat the one named `field`. */
  confirm: (field: string): FormRule[] => [
    { required: true, message: t('auth:rules.confirmRequired') },
    ({ getFieldValue }) => ({
      validator: (_: unknown, value: string | undefined) =>
        !value || value === getFieldValue(field)
          ? Promise.resolve()
          : Promise.reject(new Error(t('auth:rules.confirmMismatch'))),
    }),
  ],
});
