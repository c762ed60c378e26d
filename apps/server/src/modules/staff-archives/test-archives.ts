import { type ArchiveInfo, EmploymentStatus } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { chinaToday } from '../../core/china-time.ts';
import { caller } from '../../core/resources/test-fixtures.ts';
import type { TestApp } from '../../test/harness.ts';
import { setUpPermissionWorld } from '../permissions/test-fixtures.ts';
import { companyStaff } from '../staff/schema.ts';
import { openEmployment } from './employment.ts';
import { staffArchives } from './schema.ts';

/** 440101199001011233: a man born 1990-01-01 (valid check character). */
export const MAN_ID = '440101199001011233';
/** 11010519491231002X: a woman born 1949-12-31. */
export const WOMAN_ID = '11010519491231002X';

interface Employment {
  jobNo: string;
  entryDate: string;
  empStatus: 1 | 2;
  employeeType: 1 | 2;
  deptId?: number | null;
  probationEnd?: string | null;
  info?: ArchiveInfo;
}

/**
 * The permission world (permissions/test-fixtures.ts) with archives: the plain HRM staff member
 * (official, with identity, bank and education), the HRO staff member (on probation) and the admin
 * of all staff (official, without a personal file), in a department 研发部. Callers also speak
 * Chinese (`zh`) for the messages the spec words.
 */
export async function setUpArchives(t: TestApp) {
  const world = await setUpPermissionWorld(t);
  const dept = await world.a.api.post<{ id: number }>('/cCompDepartment/insert', { name: '研发部' });
  const deptId = dept.body.data.id;
  const employ = async (staffId: number, e: Employment) => {
    await t.deps.db.update(companyStaff).set({ jobNo: e.jobNo }).where(eq(companyStaff.id, staffId));
    await t.deps.db.transaction((tx) =>
      openEmployment(tx, {
        compId: world.a.compId,
        staffId,
        entryDate: e.entryDate,
        probationEnd: e.probationEnd ?? null,
        facts: {
          deptId: e.deptId ?? null,
          positionId: null,
          rankId: null,
          employeeType: e.employeeType,
          empStatus: e.empStatus,
          workLocation: '杭州',
          clientCompany: null,
          salaryGrade: 'P5',
        },
        info: e.info,
        today: chinaToday(),
      }),
    );
    const [archive] = await t.deps.db.select().from(staffArchives).where(eq(staffArchives.staffId, staffId));
    return archive!;
  };
  const plain = await employ(world.plainStaff.staffId, {
    jobNo: 'A001',
    entryDate: '2024-03-01',
    empStatus: EmploymentStatus.OFFICIAL,
    employeeType: 1,
    deptId,
    info: {
      idNumber: MAN_ID,
      sex: 1,
      birthDate: '1990-01-01',
      bankName: '中国工商银行',
      bankAccount: '6222021234567890123',
      education: [{ school: '浙江大学', major: '计算机科学', level: 4 }],
    },
  });
  const hro = await employ(world.hroStaff.staffId, {
    jobNo: 'O001',
    entryDate: '2025-01-06',
    empStatus: EmploymentStatus.PROBATION,
    employeeType: 2,
    probationEnd: '2025-04-06',
  });
  const admin = await employ(world.staffAdmin.staffId, {
    jobNo: 'A002',
    entryDate: '2022-07-01',
    empStatus: EmploymentStatus.OFFICIAL,
    employeeType: 1,
  });
  const zh = (token: string) => caller(t, token, 'zh-CN');
  return { ...world, deptId, archives: { plain, hro, admin }, zh };
}
