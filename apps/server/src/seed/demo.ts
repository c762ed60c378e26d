import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { seedBuiltinTemplates } from '../modules/approval/builtin.ts';
import { seedDemoAttendance } from '../modules/attendance/demo-attendance.ts';
import { ensureLeaveTypes } from '../modules/attendance/leave/leave-types.ts';
import { companyKey } from '../modules/auth/identity-key.ts';
import { hashPassword } from '../modules/auth/passwords.ts';
import { platformAdmins, users } from '../modules/auth/schema.ts';
import { seedDemoBilling } from '../modules/billing/demo-billing.ts';
import { createCompany } from '../modules/company/service.ts';
import { seedDictsIfEmpty } from '../modules/dicts/seed.ts';
import { seedDemoReminders } from '../modules/notifications/demo-reminders.ts';
import { createDepartment, setDepartmentLeader } from '../modules/org/service.ts';
import { seedDemoPerformance } from '../modules/performance/demo.ts';
import { seedDemoPayroll } from '../modules/salary/payroll/demo-payroll.ts';
import { seedDemoSocial } from '../modules/salary/social/demo-social.ts';
import { seedDemoWage } from '../modules/salary/wage/demo-wage.ts';
import { addStaffMember } from '../modules/staff/records.ts';
import { seedDemoArchives } from '../modules/staff-archives/demo-archives.ts';
import { seedDemoCompanies } from './demo-company.ts';
import {
  DEMO_ADMIN,
  DEMO_COMPANY,
  DEMO_DEPARTMENTS,
  DEMO_PASSWORD,
  DEMO_PERSON,
  DEMO_STAFF,
  demoStaffLoginCode,
} from './demo-data.ts';
import { seedDemoOa } from './demo-oa.ts';

export interface DemoCredential {
  role: string;
  loginCode: string;
  password: string;
}

/** The web client sends MD5(password); the stored digest is of that, as for any real account. */
const clientHash = (password: string) => createHash('md5').update(password).digest('hex');

/** Seeds the demo data on a database with no accounts yet; returns the credentials, or null if it did nothing. */
export async function seedDemoIfEmpty(db: Database): Promise<DemoCredential[] | null> {
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(users)) as [{ n: number }];
  if (n > 0) return null;
  // The demo's social insurance reads the platform's city figures (main.ts seeds them first too).
  await seedDictsIfEmpty(db);
  const passwordHash = await hashPassword(clientHash(DEMO_PASSWORD));
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({
        loginCode: DEMO_COMPANY.loginCode,
        email: DEMO_COMPANY.loginCode,
        passwordHash,
        userType: 2,
        userName: DEMO_COMPANY.contactName,
        sex: 1,
      })
      .returning({ id: users.id });
    const company = await createCompany(tx, {
      compName: DEMO_COMPANY.compName,
      ownerUserId: owner!.id,
      sysType: 1,
    });
    await tx
      .update(users)
      .set({ lastIdentityKey: companyKey(company.id) })
      .where(eq(users.id, owner!.id));
    await seedDemoCompanies(tx, company.id, passwordHash);

    const deptIds = new Map<string, number>();
    for (const [sort, dept] of DEMO_DEPARTMENTS.entries()) {
      const parentId = dept.parent ? deptIds.get(dept.parent) : null;
      const { id } = await createDepartment(tx, { compId: company.id, name: dept.name, parentId, sort });
      deptIds.set(dept.name, id);
    }

    const headed = new Set<number>();
    for (const [index, staff] of DEMO_STAFF.entries()) {
      const loginCode = demoStaffLoginCode(index);
      const [user] = await tx
        .insert(users)
        .values({
          loginCode,
          mobile: loginCode,
          passwordHash,
          userType: 3,
          userName: staff.name,
          sex: staff.sex,
          createdByCompId: company.id,
        })
        .returning({ id: users.id });
      const dept = deptIds.get(staff.dept);
      // The first person listed in a department heads it (总经理, 人力资源总监...): approvals go to them.
      if (dept !== undefined && !headed.has(dept)) {
        headed.add(dept);
        await setDepartmentLeader(tx, dept, user!.id);
      }
      await addStaffMember(tx, {
        compId: company.id,
        userId: user!.id,
        staffName: staff.name,
        deptId: deptIds.get(staff.dept) ?? null,
        position: staff.position,
        employeeType: staff.employeeType,
        staffAdmin: staff.adminScope ? 1 : 0,
        adminScope: staff.adminScope ?? '',
      });
    }

    await seedDemoArchives(tx, company.id);
    await seedDemoAttendance(tx, company.id);
    await seedDemoSocial(tx, company.id);
    // Last month's payroll runs, calculated from the archives, attendance and contributions above.
    await seedDemoPayroll(tx, company.id, await seedDemoWage(tx, company.id));

    const [hrDirector] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.loginCode, demoStaffLoginCode(2)));
    await seedDemoReminders(tx, { compId: company.id, userIds: [owner!.id, hrDirector!.id] });
    await seedDemoBilling(tx, company.id);
    await seedBuiltinTemplates(tx, company.id);
    await ensureLeaveTypes(tx, company.id);
    await seedDemoPerformance(tx, company.id);
    await seedDemoOa(tx, company.id);

    await tx.insert(users).values({
      loginCode: DEMO_PERSON.loginCode,
      mobile: DEMO_PERSON.loginCode,
      passwordHash,
      userType: 1,
      userName: DEMO_PERSON.userName,
      sex: DEMO_PERSON.sex,
    });
    await tx
      .insert(platformAdmins)
      .values({ loginCode: DEMO_ADMIN.loginCode, passwordHash, name: DEMO_ADMIN.name });
  });
  return [
    { role: 'company', loginCode: DEMO_COMPANY.loginCode, password: DEMO_PASSWORD },
    { role: 'staff (HR director)', loginCode: demoStaffLoginCode(2), password: DEMO_PASSWORD },
    { role: 'person (job seeker)', loginCode: DEMO_PERSON.loginCode, password: DEMO_PASSWORD },
    { role: 'platform admin (#/aLogin)', loginCode: DEMO_ADMIN.loginCode, password: DEMO_PASSWORD },
  ];
}
