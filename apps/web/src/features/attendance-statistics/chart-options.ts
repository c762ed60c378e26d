import type { MonthSummary } from '@renli/contracts';
import type { ChartOption } from '../../components/charts/chart-option.ts';

const grid = { left: 8, right: 16, top: 32, bottom: 8, containLabel: true };

/** People late on each day of the month as a line, the x axis the day of the month (1…31). */
export function lateTrendLine(summary: MonthSummary, name: string): ChartOption {
  return {
    grid,
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: summary.lateTrend.map((d) => String(Number(d.day.slice(8)))) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name, type: 'line', data: summary.lateTrend.map((d) => d.count) }],
  };
}

/** Leave days by type as a ring; the tooltip shows the server's two-place figure. */
export function leaveMixPie(summary: MonthSummary): ChartOption {
  return {
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        data: summary.leaveMix.map((leave) => ({ name: leave.leaveName, value: Number(leave.days) })),
      },
    ],
  };
}
