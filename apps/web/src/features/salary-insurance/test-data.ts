import type { ContributionScheme, Enrolment, MonthView, PlatformCity } from '@renli/contracts';
import { thisMonth } from './kind.ts';

/** Answers of `/socialInsuranceCtl` shared by the feature's screen tests (上海, docs/product/salary.md). */

const SHANGHAI_ITEMS = [
  {
    item: 'pension',
    companyRate: '16',
    personalRate: '8',
    companyFixed: '0',
    personalFixed: '0',
    rounding: 'cent',
  },
  {
    item: 'medical',
    companyRate: '9.5',
    personalRate: '2',
    companyFixed: '0',
    personalFixed: '0',
    rounding: 'cent',
  },
  {
    item: 'seriousIllness',
    companyRate: '0',
    personalRate: '0',
    companyFixed: '0',
    personalFixed: '3',
    rounding: 'yuanUp',
  },
] as const;

export const shanghai: PlatformCity = {
  cityCode: '310000',
  cityName: '上海',
  rules: { baseMin: '7460', baseMax: '37302', items: [...SHANGHAI_ITEMS] },
};

export const scheme = (extra: Partial<ContributionScheme> = {}): ContributionScheme => ({
  id: 7,
  kind: 'social',
  name: '上海社保',
  cityCode: '310000',
  cityName: '上海',
  version: 3,
  versions: [
    { id: 12, effectiveFrom: '2026-07', baseMin: '7460', baseMax: '37302', items: [...SHANGHAI_ITEMS] },
    { id: 11, effectiveFrom: '2025-07', baseMin: '7310', baseMax: '36549', items: [SHANGHAI_ITEMS[0]] },
  ],
  enrolled: 2,
  ...extra,
});

export const enrolment = (id: number, staffName: string, extra: Partial<Enrolment> = {}): Enrolment => ({
  id,
  kind: 'social',
  staffId: 100 + id,
  staffName,
  jobNo: `A00${id}`,
  mobile: null,
  employeeType: 1,
  schemeId: 7,
  schemeName: '上海社保',
  base: '10000',
  effectiveBase: '10000.00',
  clamped: null,
  startMonth: '2026-07',
  stopMonth: null,
  accountNo: '',
  status: 'open',
  version: 1,
  ...extra,
});

export const monthView = (extra: Partial<MonthView> = {}): MonthView => ({
  kind: 'social',
  month: thisMonth(),
  status: 'none',
  version: 0,
  people: [
    {
      staffId: 101,
      staffName: '张三',
      jobNo: 'A001',
      idNumber: '3101**********1234',
      base: '10000.00',
      company: '2550.00',
      personal: '1003.00',
      lines: [
        line('pension', '1600.00', '800.00'),
        line('medical', '950.00', '200.00'),
        line('seriousIllness', '0.00', '3.00'),
      ],
    },
  ],
  totals: [
    { item: 'pension', company: '1600.00', personal: '800.00' },
    { item: 'medical', company: '950.00', personal: '200.00' },
    { item: 'seriousIllness', company: '0.00', personal: '3.00' },
  ],
  company: '2550.00',
  personal: '1003.00',
  joiners: [{ staffId: 101, staffName: '张三', jobNo: 'A001', schemeName: '上海社保', base: '10000.00' }],
  leavers: [],
  ...extra,
});

function line(item: 'pension' | 'medical' | 'seriousIllness', company: string, personal: string) {
  return {
    id: null,
    type: 'regular' as const,
    item,
    forMonth: thisMonth(),
    base: '10000.00',
    companyRate: item === 'pension' ? '16' : '9.5',
    personalRate: item === 'pension' ? '8' : '2',
    company,
    personal,
    reason: null,
  };
}
