import { z } from 'zod';

export { EmployeeType, SEX, UserType } from './user-types.ts';

/** Mainland mobile number or e-mail address: the two kinds of login code the product accepts. */
export const loginCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .refine((v) => /^1[3-9]\d{9}$/.test(v) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), {
    message: 'loginCode.invalid',
  });

export const userInfoSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  userType: z.number().int(),
  userFace: z.string().nullable(),
  sex: z.number().int().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
