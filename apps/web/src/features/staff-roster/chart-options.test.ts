import type { RosterStats } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import {
  agePie,
  departmentBars,
  departmentChartHeight,
  monthlyColumns,
  tenureBars,
  turnoverLine,
} from './chart-options.ts';

const month = (name: string, turnoverPercent: string | null, entries = 0, exits = 0) => ({
  month: name,
  entries,
  exits,
  headcountStart: 10,
  headcountEnd: 10,
  turnoverPercent,
});
const stats: RosterStats = {
  asOf: '2026-11-25',
  headcount: 42,
  byDepartment: [
    { deptId: 5, deptName: '研发部', count: 30 },
    { deptId: null, deptName: null, count: 12 },
  ],
  months: [month('2026-10', '4.17', 3, 1), month('2026-11', null, 0, 0)],
  ages: [
    { bucket: 'under25', count: 0 },
    { bucket: '25to29', count: 40 },
    { bucket: 'unknown', count: 2 },
  ],
  tenures: [
    { bucket: 'under1', count: 40 },
    { bucket: '1to3', count: 0 },
  ],
  probationEnding: { total: 0, list: [] },
  contractsExpiring: { within30: 0, within60: 0, soon: [] },
};

describe('roster charts', () => {
  it('draws departments largest on top, naming the people without one', () => {
    const option = departmentBars(stats, '未分配部门');
    expect(option.yAxis).toMatchObject({ data: ['未分配部门', '研发部'] });
    expect(option.series).toMatchObject([{ type: 'bar', data: [12, 30] }]);
    expect(departmentChartHeight(stats)).toBe(240);
    expect(departmentChartHeight({ ...stats, byDepartment: Array(20).fill(stats.byDepartment[0]) })).toBe(
      600,
    );
  });

  it('draws entries and exits per month side by side', () => {
    const option = monthlyColumns(stats, { entries: '入职', exits: '离职' });
    expect(option.xAxis).toMatchObject({ data: ['2026-10', '2026-11'] });
    expect(option.series).toMatchObject([
      { name: '入职', data: [3, 0] },
      { name: '离职', data: [1, 0] },
    ]);
  });

  it('plots the turnover rate and shows the server’s figure as it came', () => {
    const option = turnoverLine(stats, '离职率');
    expect(option.series).toMatchObject([{ type: 'line', data: [4.17, null] }]);
    const tooltip = option.tooltip as { formatter: (params: unknown) => string };
    expect(tooltip.formatter([{ name: '2026-10' }])).toBe('2026-10<br/>离职率: 4.17%');
    expect(tooltip.formatter([{ name: '2026-11' }])).toBe('2026-11<br/>离职率: —');
  });

  it('leaves empty age bands out of the ring but shows every tenure band', () => {
    const ages = agePie(stats, (bucket) => `age:${bucket}`);
    expect(ages.series).toMatchObject([
      {
        type: 'pie',
        data: [
          { name: 'age:25to29', value: 40 },
          { name: 'age:unknown', value: 2 },
        ],
      },
    ]);
    const tenures = tenureBars(stats, (bucket) => `tenure:${bucket}`);
    expect(tenures.xAxis).toMatchObject({ data: ['tenure:under1', 'tenure:1to3'] });
    expect(tenures.series).toMatchObject([{ data: [40, 0] }]);
  });
});
