/** Business constants (docs/api.md) that more than one package needs. */
export const LIMITS = {
  userSigValiditySeconds: 604800,
  maxUploadBytes: 100 * 1024 * 1024,
  maxMessageBytes: 12 * 1024,
  passwordMinLength: 6,
  noticeMaxLength: 150,
  groupNameMin: 2,
  groupNameMax: 20,
  remarkMaxBytes: 96,
  storageDefaultTtlMinutes: 10 * 60,
  toastDurationMs: 3000,
  requestTimeoutMs: 15000,
} as const;
