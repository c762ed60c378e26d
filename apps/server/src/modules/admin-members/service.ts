import {
  type AdminCompanyQuery,
  type AdminPersonQuery,
  type AdminStaffQuery,
  adminCompanyQuerySchema,
  adminPersonQuerySchema,
  adminStaffQuerySchema,
  UserType,
} from '@renli/contracts';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { notFound } from '../../http/errors.ts';
import { updateLoginStatus } from '../auth/login-status.ts';
import { users } from '../auth/schema.ts';
import { revokeCompanySessions, revokeUserSessions } from '../auth/sessions.ts';
import { companies, companyStaff } from '../org/schema.ts';
import { updateCompanyLabel, updateCompanyStatus } from '../org/service.ts';
import { adminMembersMessages as m } from './messages.ts';

/**
 * The back office's read model over logins (auth) and companies and staff (org): platform-wide
 * lists joined in SQL, which no tenant-scoped service offers (decision 36). Its switches write
 * through the owning domains' functions.
 */
const iso = (d: Date) => d.toISOString();

/** Staff whose login is open; what "has staff" means for enableStaffCountFilter. */
const activeStaffCount = sql<number>`(
  select count(*)::int from ${companyStaff}
  where ${companyStaff.compId} = ${companies.id} and ${companyStaff.loginStatus} = 1
)`;

export async function listCompanies(db: DbOrTx, query: AdminCompanyQuery) {
  const q = adminCompanyQuerySchema.parse(query);
  const conditions: SQL[] = [];
  if (q.status !== undefined) conditions.push(eq(companies.status, q.status));
  if (q.compLabel) conditions.push(eq(companies.compLabel, q.compLabel));
  if (q.sysType !== undefined) conditions.push(eq(companies.sysType, q.sysType));
  if (q.enableStaffCountFilter) conditions.push(sql`${activeStaffCount} >= 1`);
  if (q.keyword) {
    const pattern = containing(q.keyword);
    conditions.push(or(ilike(companies.compName, pattern), ilike(users.loginCode, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ company: companies, ownerLogin: users.loginCode, staffCount: activeStaffCount })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerUserId))
      .where(where)
      .orderBy(desc(companies.id))
      .limit(q.size)
      .offset((q.current - 1) * q.size),
    db
      .select({ n: count() })
      .from(companies)
      .innerJoin(users, eq(users.id, companies.ownerUserId))
      .where(where),
  ]);
  const list = rows.map(({ company: c, ownerLogin, staffCount }) => ({
    compId: c.id,
    compName: c.compName,
    compLabel: c.compLabel,
    sysType: c.sysType,
    status: c.status,
    attestStatus: c.attestStatus,
    staffCount,
    ownerLogin,
    createdAt: iso(c.createdAt),
  }));
  return { list, total: total?.n ?? 0, current: q.current, size: q.size };
}

/** Personal logins: job seekers and people who are staff somewhere (userType 1). */
export async function listPersons(db: DbOrTx, query: AdminPersonQuery) {
  const q = adminPersonQuerySchema.parse(query);
  const conditions: SQL[] = [eq(users.userType, UserType.PERSON)];
  if (q.status !== undefined) conditions.push(eq(users.status, q.status));
  if (q.keyword) {
    const pattern = containing(q.keyword);
    conditions.push(or(ilike(users.loginCode, pattern), ilike(users.userName, pattern))!);
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const list = rows.map((u) => ({
    userId: u.id,
    loginCode: u.loginCode,
    userName: u.userName,
    mobile: u.mobile,
    email: u.email,
    status: u.status,
    createdAt: iso(u.createdAt),
  }));
  return { list, total: total?.n ?? 0, pageNum: q.pageNum, pageSize: q.pageSize };
}

/** Staff across companies (Members/Staff, HStaff = outsourced, AllStaff/:employeeType). */
export async function listStaff(db: DbOrTx, query: AdminStaffQuery) {
  const q = adminStaffQuerySchema.parse(query);
  const conditions: SQL[] = [];
  if (q.compId !== undefined) conditions.push(eq(companyStaff.compId, q.compId));
  if (q.employeeType !== undefined) conditions.push(eq(companyStaff.employeeType, q.employeeType));
  if (q.keyword) {
    const pattern = containing(q.keyword);
    conditions.push(
      or(
        ilike(companyStaff.staffName, pattern),
        ilike(users.loginCode, pattern),
        ilike(companies.compName, pattern),
      )!,
    );
  }
  const where = and(...conditions);
  const base = () =>
    db
      .select({ staff: companyStaff, compName: companies.compName, loginCode: users.loginCode })
      .from(companyStaff)
      .innerJoin(companies, eq(companies.id, companyStaff.compId))
      .innerJoin(users, eq(users.id, companyStaff.userId))
      .where(where);
  const [rows, [total]] = await Promise.all([
    base()
      .orderBy(desc(companyStaff.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db
      .select({ n: count() })
      .from(companyStaff)
      .innerJoin(companies, eq(companies.id, companyStaff.compId))
      .innerJoin(users, eq(users.id, companyStaff.userId))
      .where(where),
  ]);
  const list = rows.map(({ staff: s, compName, loginCode }) => ({
    staffId: s.id,
    userId: s.userId,
    compId: s.compId,
    compName,
    staffName: s.staffName,
    loginCode,
    employeeType: s.employeeType,
    staffAdmin: s.staffAdmin,
    loginStatus: s.loginStatus,
    createdAt: iso(s.createdAt),
  }));
  return { list, total: total?.n ?? 0, pageNum: q.pageNum, pageSize: q.pageSize };
}

export async function setCompLabel(db: DbOrTx, compId: number, compLabel: string | null) {
  if (!(await updateCompanyLabel(db, compId, compLabel))) throw notFound(m['adminMembers.companyNotFound']);
}

/**
 * Disabling a company ends, in the same transaction, every session acting as it or as its staff;
 * login and identity switching already skip closed companies, so it cannot be entered again.
 */
export async function setCompanyStatus(db: DbOrTx, compId: number, status: 1 | 2) {
  await db.transaction(async (tx) => {
    if (!(await updateCompanyStatus(tx, compId, status))) throw notFound(m['adminMembers.companyNotFound']);
    if (status === 2) await revokeCompanySessions(tx, compId);
  });
}

/** A closed login cannot sign in, and its open sessions end now (the resolver also refuses it). */
export async function setPersonStatus(db: DbOrTx, userId: number, status: 1 | 2) {
  await db.transaction(async (tx) => {
    if (!(await updateLoginStatus(tx, userId, status))) throw notFound(m['adminMembers.personNotFound']);
    if (status === 2) await revokeUserSessions(tx, userId);
  });
}
