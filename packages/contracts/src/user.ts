import { z } from 'zod';

/** userType of spec section 1 and 3; staff child accounts sign in as identity type 3. */
export const UserType = { PERSON: 1, COMPANY: 2, STAFF: 3, ADMIN: 9 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** employeeType of a staff member: internal staff are managed by HRM, outsourced by HRO. */
export const EmployeeType = { HRM: 1, HRO: 2 } as const;
export type EmployeeType = (typeof EmployeeType)[keyof typeof EmployeeType];

export const SEX = { MALE: 1, FEMALE: 2 } as const;

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
