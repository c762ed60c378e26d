/** Account kinds and codes as plain values (no zod), for browser code. */

/** userType (docs/product/auth.md); staff child accounts sign in as identity type 3. */
export const UserType = { PERSON: 1, COMPANY: 2, STAFF: 3, ADMIN: 9 } as const;
export type UserType = (typeof UserType)[keyof typeof UserType];

/** employeeType of a staff member: internal staff are managed by HRM, outsourced by HRO. */
export const EmployeeType = { HRM: 1, HRO: 2 } as const;
export type EmployeeType = (typeof EmployeeType)[keyof typeof EmployeeType];

export const SEX = { MALE: 1, FEMALE: 2 } as const;
