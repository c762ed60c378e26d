import {
  type ArchiveInfo,
  archiveInfoSchema,
  EmployeeType,
  EmploymentStatus,
  idNumberCheckChar,
  type JobFacts,
} from '@renli/contracts';
import { addDays, chinaToday } from '../../core/china-time.ts';
import type { Tx } from '../../db/client.ts';
import { DEMO_STAFF } from '../../seed/demo-data.ts';
import { activeOrgRecordIdsByName } from '../org/references.ts';
import { currentStaffIdsOf, staffCardsOf } from '../staff/cards.ts';
import { openEmployment, scheduleJobChange } from './employment.ts';

// The demo company's archives (README.md): every staff member of demo-data.ts employed with a
// realistic personal file, entries over the last six years, some probations ending soon, and past
// 转正 and 调动, so the archives, their histories and the roster's as-of view have something to show.
// Everything derives from the staff member's place in the list and today: no randomness. Nobody
// leaves and every transfer ends in the department demo-data.ts gives (the e2e specs rely on it).

type DemoStaff = (typeof DEMO_STAFF)[number];

const REGIONS = [
  ['330106', '浙江省杭州市西湖区'],
  ['330102', '浙江省杭州市上城区'],
  ['330105', '浙江省杭州市拱墅区'],
  ['320102', '江苏省南京市玄武区'],
  ['310104', '上海市徐汇区'],
  ['420106', '湖北省武汉市武昌区'],
  ['440305', '广东省深圳市南山区'],
  ['510107', '四川省成都市武侯区'],
  ['370202', '山东省青岛市市南区'],
  ['110105', '北京市朝阳区'],
] as const;
const SCHOOLS = [
  '浙江大学',
  '复旦大学',
  '南京大学',
  '武汉大学',
  '浙江工业大学',
  '杭州电子科技大学',
  '浙江财经大学',
];
const MAJORS = ['工商管理', '人力资源管理', '会计学', '市场营销', '计算机科学与技术', '软件工程', '物流管理'];
const BANKS = ['中国工商银行杭州分行', '中国建设银行杭州分行', '招商银行杭州分行', '中国银行杭州分行'];
const EMPLOYERS = [
  '网易（杭州）网络有限公司',
  '杭州海康威视数字技术股份有限公司',
  '浙江吉利控股集团有限公司',
  '杭州娃哈哈集团有限公司',
  '苏宁易购集团股份有限公司',
];
const CLIENTS = ['杭州顺达物流有限公司', '浙江华联商厦有限公司'];
const RELATIVES = ['秀兰', '国强', '丽华', '建军', '美玲', '志明'];

/** Staff on probation now: days since entry and days until the probation ends (two within 30 days). */
const PROBATION: Record<number, { since: number; until: number }> = {
  17: { since: 80, until: 10 },
  18: { since: 64, until: 26 },
  19: { since: 40, until: 50 },
};
/** Past 调动 into the department demo-data.ts gives: from which department, how long after entry. */
const TRANSFERS: Record<number, { from: string; after: number }> = {
  4: { from: '销售部', after: 365 },
  5: { from: '财务部', after: 300 },
};
/** An outsourced staff member moved to another client company. */
const CLIENT_MOVE = { index: 16, after: 200 };

const shift = addDays;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function birthDateOf(index: number) {
  return `${1972 + ((index * 11) % 28)}-${pad(1 + ((index * 5) % 12))}-${pad(1 + ((index * 7) % 28))}`;
}

/** A valid identity number: region, birth date, a sequence odd for men and even for women, check character. */
function idNumberOf(index: number, staff: DemoStaff) {
  const first17 = `${REGIONS[index % REGIONS.length]![0]}${birthDateOf(index).replaceAll('-', '')}${100 + index * 2 + (staff.sex === 1 ? 1 : 0)}`;
  return `${first17}${idNumberCheckChar(first17)}`;
}

function educationOf(index: number, staff: DemoStaff, born: number): ArchiveInfo['education'] {
  if (staff.employeeType === EmployeeType.HRO && !staff.adminScope) {
    return [
      {
        school: '杭州市第一职业中学',
        major: '物流服务与管理',
        level: 2,
        from: `${born + 15}-09-01`,
        to: `${born + 18}-06-30`,
      },
    ];
  }
  const bachelor = {
    school: SCHOOLS[index % SCHOOLS.length]!,
    major: MAJORS[index % MAJORS.length]!,
    level: 4,
    from: `${born + 18}-09-01`,
    to: `${born + 22}-06-30`,
    fullTime: true,
  };
  const senior = /总经理|总监|负责人/.test(staff.position);
  return senior
    ? [
        bachelor,
        {
          ...bachelor,
          school: SCHOOLS[(index + 1) % SCHOOLS.length]!,
          level: 5,
          from: `${born + 22}-09-01`,
          to: `${born + 25}-06-30`,
        },
      ]
    : [bachelor];
}

function salaryGradeOf(staff: DemoStaff) {
  if (staff.position.includes('总经理')) return 'M5';
  if (staff.position.includes('总监')) return 'M4';
  if (/经理|负责人/.test(staff.position)) return 'M3';
  if (staff.position.includes('主管')) return 'M2';
  return staff.employeeType === EmployeeType.HRO ? 'O2' : 'P4';
}

function infoOf(index: number, staff: DemoStaff, entryDate: string): ArchiveInfo {
  const birthDate = birthDateOf(index);
  const born = Number(birthDate.slice(0, 4));
  const [, place] = REGIONS[index % REGIONS.length]!;
  const married = born < 1992;
  return archiveInfoSchema.parse({
    idNumber: idNumberOf(index, staff),
    sex: staff.sex,
    birthDate,
    nationality: '中国',
    ethnicity: index === 7 ? '回族' : '汉族',
    hukouType: 1 + (index % 3),
    hukouAddress: `${place}${['文三路', '中山路', '解放路', '人民路'][index % 4]}${10 + index}号`,
    politicalStatus: index % 5 === 0 ? 3 : 1,
    maritalStatus: married ? 2 : 1,
    currentAddress: `浙江省杭州市西湖区文一西路${100 + index * 3}号`,
    emergencyContacts: [
      {
        name: `${['李', '王', '陈', '刘', '赵', '孙'][index % 6]}${RELATIVES[index % RELATIVES.length]}`,
        relation: married ? '配偶' : staff.sex === 1 ? '母亲' : '父亲',
        phone: `139${pad(10_000_000 + index * 7919, 8)}`,
      },
    ],
    education: educationOf(index, staff, born),
    workHistory:
      index % 4 === 3
        ? []
        : [
            {
              company: EMPLOYERS[index % EMPLOYERS.length]!,
              position: staff.position,
              from: shift(entryDate, -(900 + index * 30)),
              to: shift(entryDate, -15),
              leaveReason: '个人职业发展',
            },
          ],
    bankName: BANKS[index % BANKS.length],
    bankAccount: `62220212${String(30_000_000_001 + index * 7_654_321).slice(-11)}`,
    socialSecurityNo: `3301${pad(880_001 + index * 37, 8)}`,
    housingFundNo: `HZ${2_001_001 + index * 13}`,
  });
}

/** Opens every demo staff member's employment (see the top of this file). */
export async function seedDemoArchives(tx: Tx, compId: number): Promise<void> {
  const today = chinaToday();
  const cards = await staffCardsOf(tx, compId, await currentStaffIdsOf(tx, compId));
  const byName = new Map([...cards.values()].map((card) => [card.staffName, card]));
  const formerDepts = await activeOrgRecordIdsByName(
    tx,
    compId,
    'department',
    Object.values(TRANSFERS).map((t) => t.from),
  );
  for (const [index, staff] of DEMO_STAFF.entries()) {
    const card = byName.get(staff.name);
    if (!card) continue;
    const probation = PROBATION[index];
    const entryDate = shift(today, -(probation?.since ?? 2180 - index * 95));
    const transfer = TRANSFERS[index];
    const hro = staff.employeeType === EmployeeType.HRO;
    // Every third long-serving member joined on probation and was confirmed three months later.
    const confirmedLater = !probation && index % 3 === 1;
    const facts: JobFacts = {
      deptId: transfer ? (formerDepts.get(transfer.from) ?? card.deptId) : card.deptId,
      positionId: null,
      rankId: null,
      employeeType: hro ? EmployeeType.HRO : EmployeeType.HRM,
      empStatus: probation || confirmedLater ? EmploymentStatus.PROBATION : EmploymentStatus.OFFICIAL,
      workLocation: '杭州',
      clientCompany: hro ? CLIENTS[0]! : null,
      salaryGrade: salaryGradeOf(staff),
    };
    await openEmployment(tx, {
      compId,
      staffId: card.staffId,
      entryDate,
      facts,
      probationEnd: probation ? shift(today, probation.until) : confirmedLater ? shift(entryDate, 90) : null,
      info: infoOf(index, staff, entryDate),
      today,
    });
    const change = (kind: 'regularize' | 'transfer', after: number, changes: Partial<JobFacts>) =>
      scheduleJobChange(tx, {
        compId,
        staffId: card.staffId,
        kind,
        effectiveFrom: shift(entryDate, after),
        changes,
        today,
      });
    if (confirmedLater) await change('regularize', 90, { empStatus: EmploymentStatus.OFFICIAL });
    if (transfer) await change('transfer', transfer.after, { deptId: card.deptId });
    if (index === CLIENT_MOVE.index)
      await change('transfer', CLIENT_MOVE.after, { clientCompany: CLIENTS[1]! });
  }
}
