import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartOption } from './chart-option.ts';

// Only the chart kinds the statistics screens draw (bars, lines, pies), as SVG (crisp on phones, no
// canvas): docs/decisions.md 64.
echarts.use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

/** One chart, as wide as its card; it follows the card's width when the window or the card changes. */
export function StatsChart({
  option,
  height = 260,
  label,
}: {
  option: ChartOption;
  height?: number;
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  useEffect(() => {
    const element = box.current!;
    const instance = echarts.init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    const resized = new ResizeObserver(() => instance.resize());
    resized.observe(element);
    return () => {
      resized.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);
  return <div ref={box} role="img" aria-label={label} style={{ height }} />;
}
