/**
 * A day-by-day chart of 数据统计, drawn by uPlot (loaded with this chunk, on demand). Static: no cursor or
 * legend of uPlot's own; the section gives the legend, a summary and the same numbers as a table.
 */
import { vars } from '@weassit/ui/css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import * as styles from './StatsSection.css';

export type SeriesColour = 'brand' | 'success' | 'info';

export interface StatsChartProps {
  /** One label per point (`MM-DD`). */
  labels: readonly string[];
  series: readonly { label: string; values: readonly number[]; colour: SeriesColour }[];
  /** The chart's accessible name, and the id of the element that summarises it. */
  label: string;
  describedBy: string;
  /** Bars instead of lines. */
  bars?: boolean;
  /** The y axis's tick labels. */
  formatValue?: (value: number) => string;
  height?: number;
}

/** The colour behind a theme variable (`var(--name)`), as the canvas needs it. */
export function themeColour(element: Element, variable: string): string {
  const name = /var\((--[^,)]+)/.exec(variable)?.[1];
  return (name && getComputedStyle(element).getPropertyValue(name).trim()) || '#1a56db';
}

export default function StatsChart({
  labels,
  series,
  label,
  describedBy,
  bars = false,
  formatValue = String,
  height = 200,
}: StatsChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const text = themeColour(element, vars.color.text.muted);
    const grid = themeColour(element, vars.color.border.default);
    const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const plot = new uPlot(
      {
        width: element.clientWidth || 320,
        height,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: (_u, min, max) => [min - 0.5, max + 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
        },
        axes: [
          {
            ...axis,
            incrs: [1, 2, 5, 7, 10, 15],
            values: (_u, splits) => splits.map((i) => labels[i]?.slice(5) ?? ''),
          },
          { ...axis, size: 56, values: (_u, splits) => splits.map((v) => formatValue(v)) },
        ],
        series: [
          {},
          ...series.map((s) => {
            const colour = themeColour(element, vars.color[s.colour].default);
            return {
              label: s.label,
              stroke: colour,
              width: 2,
              fill: bars ? colour : undefined,
              paths: bars ? uPlot.paths.bars?.({ size: [0.6, 48] }) : undefined,
              points: { show: !bars },
            };
          }),
        ],
      },
      [labels.map((_, i) => i), ...series.map((s) => [...s.values])],
      element,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: element.clientWidth || 320, height }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, bars, formatValue, height]);
  return <div ref={ref} role="img" aria-label={label} aria-describedby={describedBy} className={styles.chart} />;
}
