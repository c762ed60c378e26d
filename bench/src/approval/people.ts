import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/client.ts';
import { users } from '../../../apps/server/src/modules/auth/schema.ts';
import { companyStaff } from '../../../apps/server/src/modules/staff/schema.ts';
import { DEMO_STAFF, demoStaffLoginCode } from '../../../apps/server/src/seed/demo-data.ts';

export interface DemoPerson {
  userId: number;
  deptId: number | null;
  name: string;
  loginCode: string;
}

/** The demo company's staff (apps/server/src/seed/demo-data.ts) in the order listed there. */
export async function demoStaff(db: Database, compId: number): Promise<DemoPerson[]> {
  const rows = await db
    .select({
      userId: companyStaff.userId,
      deptId: companyStaff.deptId,
      name: companyStaff.staffName,
      loginCode: users.loginCode,
    })
    .from(companyStaff)
    .innerJoin(users, eq(users.id, companyStaff.userId))
    .where(eq(companyStaff.compId, compId))
    .orderBy(asc(companyStaff.id));
  const byCode = new Map(rows.map((row) => [row.loginCode, row]));
  return DEMO_STAFF.map((_, index) => {
    const person = byCode.get(demoStaffLoginCode(index));
    if (!person) throw new Error(`demo staff ${demoStaffLoginCode(index)} missing`);
    return person;
  });
}
