import type { AgeBucket, RosterStats, TenureBucket } from '@renli/contracts';
import type { ChartOption } from '../../components/charts/chart-option.ts';

const grid = { left: 8, right: 16, top: 32, bottom: 8, containLabel: true };

/** Headcount by department, largest first, as horizontal bars; people without one under `none`. */
export function departmentBars(stats: RosterStats, none: string): ChartOption {
  const rows = [...stats.byDepartment].reverse();
  return {
    grid: { ...grid, top: 8 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: rows.map((row) => row.deptName ?? none) },
    series: [{ type: 'bar', data: rows.map((row) => row.count), label: { show: true, position: 'right' } }],
  };
}

/** Room for every department's bar: a chart as tall as its departments need, at least 240 px. */
export const departmentChartHeight = (stats: RosterStats) =>
  Math.max(240, 28 * stats.byDepartment.length + 40);

/** Entries and exits per month as columns side by side. */
export function monthlyColumns(stats: RosterStats, names: { entries: string; exits: string }): ChartOption {
  return {
    grid,
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: stats.months.map((m) => m.month) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: names.entries, type: 'bar', data: stats.months.map((m) => m.entries) },
      { name: names.exits, type: 'bar', data: stats.months.map((m) => m.exits) },
    ],
  };
}

/**
 * The monthly turnover rate in per cent as a line; a month without anyone employed has no point.
 * The tooltip shows the server's two-place figure as it came.
 */
export function turnoverLine(stats: RosterStats, name: string): ChartOption {
  const shown = new Map(stats.months.map((m) => [m.month, m.turnoverPercent]));
  return {
    grid,
    legend: { top: 0 },
    tooltip: {
      trigger: 'axis',
      formatter: (params) => {
        const [point] = Array.isArray(params) ? params : [params];
        const figure = shown.get(String(point?.name));
        return `${point?.name ?? ''}<br/>${name}: ${figure === null || figure === undefined ? '—' : `${figure}%`}`;
      },
    },
    xAxis: { type: 'category', data: stats.months.map((m) => m.month) },
    yAxis: { type: 'value', axisLabel: { formatter: '{value}%' } },
    series: [
      {
        name,
        type: 'line',
        connectNulls: true,
        data: stats.months.map((m) => (m.turnoverPercent === null ? null : Number(m.turnoverPercent))),
      },
    ],
  };
}

/** The age bands as a ring; empty bands are left out. */
export function agePie(stats: RosterStats, label: (bucket: AgeBucket) => string): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        data: stats.ages.filter((b) => b.count > 0).map((b) => ({ name: label(b.bucket), value: b.count })),
      },
    ],
  };
}

/** The tenure bands as columns, every band shown. */
export function tenureBars(stats: RosterStats, label: (bucket: TenureBucket) => string): ChartOption {
  return {
    grid: { ...grid, top: 8 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: stats.tenures.map((b) => label(b.bucket)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { type: 'bar', data: stats.tenures.map((b) => b.count), label: { show: true, position: 'top' } },
    ],
  };
}
