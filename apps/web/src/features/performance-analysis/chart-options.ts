import type { ResultsAnalysis } from '@renli/contracts';
import type { ChartOption } from '../../components/charts/chart-option.ts';

// The result tab's charts (docs/product/performance.md, "Result analysis"), from the server's figures only.

const grid = { left: 8, right: 16, top: 32, bottom: 8, containLabel: true };

/** People per grade as bars, with the forced distribution's maximum as a second series where limited. */
export function distributionBars(data: ResultsAnalysis, names: { count: string; max: string }): ChartOption {
  return {
    grid,
    legend: { top: 0 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: data.distribution.map((d) => d.grade) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        name: names.count,
        type: 'bar',
        data: data.distribution.map((d) => ({
          value: d.count,
          itemStyle: d.ok ? undefined : { color: '#ff4d4f' },
        })),
      },
      { name: names.max, type: 'line', data: data.distribution.map((d) => d.allowedMax ?? null) },
    ],
  };
}

/** Totals in 10-point bins. */
export function histogramBars(data: ResultsAnalysis, name: string): ChartOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: data.histogram.map((b) => `${b.from}-${b.to}`) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [{ name, type: 'bar', data: data.histogram.map((b) => b.count) }],
  };
}

/** Mean total per department, horizontal so long names fit on phones. */
export function departmentBars(data: ResultsAnalysis, name: string): ChartOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'value', max: 100 },
    yAxis: { type: 'category', data: data.departments.map((d) => d.departmentName) },
    series: [{ name, type: 'bar', data: data.departments.map((d) => Number(d.meanScore)) }],
  };
}

/** Mean total of the last archived cycles as a line. */
export function trendLine(data: ResultsAnalysis, name: string): ChartOption {
  return {
    grid,
    tooltip: { trigger: 'axis' },
    // Cycle names are long: every one shown, wrapped under its point.
    xAxis: {
      type: 'category',
      data: data.trend.map((p) => p.cycleName),
      axisLabel: { interval: 0, width: 90, overflow: 'break' },
    },
    yAxis: { type: 'value', min: 0, max: 100 },
    series: [
      {
        name,
        type: 'line',
        data: data.trend.map((p) => (p.meanScore === null ? null : Number(p.meanScore))),
      },
    ],
  };
}
