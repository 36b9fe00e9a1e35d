import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { localPoint } from '@visx/event';
import { GridRows } from '@visx/grid';
import { Group } from '@visx/group';
import { ParentSize } from '@visx/responsive';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import { Tooltip, useTooltip } from '@visx/tooltip';
import { useMemo, type MouseEvent, type TouchEvent } from 'react';
import { fmt, formatCount, type SeriesPoint } from '../../lib/stats';
import '../../styles/stats.css';

const CLICKS_COLOR = '#6366f1';
const CONVERSIONS_COLOR = '#10b981';
const EMPTY_CHART = 'No clicks in this range';

const HEIGHT = 280;
const HOUR = 3_600_000;

/** jsdom and very old browsers have no ResizeObserver: the chart then simply waits for a size. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const resizeObserverPolyfill =
  typeof window !== 'undefined' && 'ResizeObserver' in window
    ? undefined
    : (NoResizeObserver as unknown as typeof ResizeObserver);

interface Props {
  points: SeriesPoint[];
  bucket: 'hour' | 'day';
  /** Accessible name of the chart. */
  label?: string;
}

/**
 * Clicks as bars on the left axis, conversions as a line on the right axis: conversions are usually
 * orders of magnitude fewer, so one shared axis would flatten them.
 */
export function TimeSeriesChart({ points, bucket, label = 'Clicks and conversions over time' }: Props) {
  const totals = useMemo(
    () =>
      points.reduce((acc, p) => ({ clicks: acc.clicks + p.clicks, conversions: acc.conversions + p.conversions }), {
        clicks: 0,
        conversions: 0,
      }),
    [points],
  );
  const empty = totals.clicks === 0 && totals.conversions === 0;
  return (
    <div className="ts-chart">
      <ul className="ts-legend" aria-label="Legend">
        <li>
          <span className="ts-swatch ts-swatch-bar" style={{ background: CLICKS_COLOR }} aria-hidden="true" />
          Clicks <strong>{formatCount(totals.clicks)}</strong>
        </li>
        <li>
          <span className="ts-swatch ts-swatch-line" style={{ background: CONVERSIONS_COLOR }} aria-hidden="true" />
          Conversions <strong>{formatCount(totals.conversions)}</strong>
        </li>
        <li className="ts-legend-note">{bucket === 'hour' ? 'Hourly' : 'Daily'}, UTC</li>
      </ul>
      {empty ? (
        <div className="ts-empty" style={{ height: HEIGHT }}>
          <svg
            width="40"
            height="40"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
          >
            <path d="M3 3v18h18" />
            <path d="M7 15l4-4 3 3 5-6" />
          </svg>
          <p>{EMPTY_CHART}</p>
        </div>
      ) : (
        <div style={{ height: HEIGHT }}>
          <ParentSize debounceTime={60} resizeObserverPolyfill={resizeObserverPolyfill}>
            {({ width }) =>
              width > 0 ? <Chart width={width} height={HEIGHT} points={points} bucket={bucket} label={label} /> : null
            }
          </ParentSize>
        </div>
      )}
    </div>
  );
}

/** Indices of the buckets that get an x-axis label: few enough to stay readable, on round hours/days. */
function tickIndices(points: SeriesPoint[], bucket: 'hour' | 'day', innerWidth: number): number[] {
  const n = points.length;
  if (n === 0) return [];
  const room = Math.max(2, Math.floor(innerWidth / (bucket === 'hour' ? 52 : 58)));
  if (bucket === 'hour') {
    const hours = [1, 2, 3, 4, 6, 8, 12, 24, 48, 72, 168].find((h) => Math.ceil(n / h) <= room) ?? 336;
    return points.flatMap((p, i) => {
      const hourOfDay = new Date(p.t).getUTCHours();
      if (hours < 24) return hourOfDay % hours === 0 ? [i] : [];
      const day = Math.floor(p.t / (24 * HOUR));
      return hourOfDay === 0 && day % (hours / 24) === 0 ? [i] : [];
    });
  }
  const days = [1, 2, 3, 7, 14, 30, 61, 91, 182, 365].find((d) => Math.ceil(n / d) <= room) ?? 730;
  // Anchor long steps on the last bucket so that the newest day is always labelled.
  return points.flatMap((_, i) => ((n - 1 - i) % days === 0 ? [i] : []));
}

function tickLabel(t: number, bucket: 'hour' | 'day', spansYears: boolean): string {
  if (bucket === 'hour') return new Date(t).getUTCHours() === 0 ? fmt.day(t) : fmt.hour(t);
  return spansYears ? fmt.dayYear(t) : fmt.day(t);
}

function bucketTitle(t: number, bucket: 'hour' | 'day'): string {
  if (bucket === 'day') return fmt.weekday(t);
  return `${fmt.weekday(t)}, ${fmt.hour(t)}–${fmt.hour(t + HOUR)}`;
}

/** Ticks on whole, round numbers (1, 2, 5 x 10^n) whose last tick is at or above the maximum. */
function integerTicks(max: number, count: number): number[] {
  const raw = Math.max(1, max / count);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step =
    [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw && Number.isInteger(s)) ?? 10 * magnitude;
  const out: number[] = [0];
  while (out.at(-1)! < max) out.push(out.at(-1)! + step);
  return out;
}

const TOOLTIP_WIDTH = 190;

function Chart({ width, height, points, bucket, label }: Props & { width: number; height: number }) {
  const narrow = width < 480;
  const margin = { top: 12, right: narrow ? 36 : 52, bottom: 34, left: narrow ? 40 : 56 };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = height - margin.top - margin.bottom;
  const { tooltipData, tooltipLeft, tooltipTop, tooltipOpen, showTooltip, hideTooltip } = useTooltip<SeriesPoint>();

  const x = useMemo(
    () =>
      scaleBand<number>({
        domain: points.map((_, i) => i),
        range: [0, innerWidth],
        paddingInner: points.length > 60 ? 0.1 : 0.25,
        paddingOuter: 0.1,
      }),
    [points, innerWidth],
  );
  const maxClicks = Math.max(...points.map((p) => p.clicks), 0);
  const maxConv = Math.max(...points.map((p) => p.conversions), 0);
  const clickTicks = integerTicks(Math.max(maxClicks, 4), 4);
  const convTicks = integerTicks(Math.max(maxConv, 4), 4);
  const yClicks = useMemo(
    () => scaleLinear<number>({ domain: [0, clickTicks.at(-1)!], range: [innerHeight, 0] }),
    [clickTicks, innerHeight],
  );
  const yConv = useMemo(
    () => scaleLinear<number>({ domain: [0, convTicks.at(-1)!], range: [innerHeight, 0] }),
    [convTicks, innerHeight],
  );

  const ticks = tickIndices(points, bucket, innerWidth);
  const spansYears =
    points.length > 0 && new Date(points[0]!.t).getUTCFullYear() !== new Date(points.at(-1)!.t).getUTCFullYear();
  const center = (i: number) => (x(i) ?? 0) + x.bandwidth() / 2;
  const hovered = tooltipOpen && tooltipData ? points.indexOf(tooltipData) : -1;

  const onPointer = (event: MouseEvent<SVGRectElement> | TouchEvent<SVGRectElement>) => {
    const point = localPoint(event);
    if (!point || points.length === 0) return;
    const i = Math.min(points.length - 1, Math.max(0, Math.floor((point.x - margin.left) / x.step())));
    const p = points[i]!;
    // Beside the hovered column (not over it), kept inside the chart: the plot clips anything outside.
    const cx = margin.left + center(i);
    const side = cx < width / 2 ? cx + 14 : cx - 14 - TOOLTIP_WIDTH;
    showTooltip({
      tooltipData: p,
      tooltipLeft: Math.max(0, Math.min(width - TOOLTIP_WIDTH, side)),
      tooltipTop: margin.top,
    });
  };

  const axisLabel = {
    fill: '#64748b',
    fontSize: 11,
    fontWeight: 500,
    textAnchor: 'middle' as const,
    fontFamily: 'inherit',
  };
  const tickLabelProps = { fill: '#64748b', fontSize: narrow ? 10 : 11, fontFamily: 'inherit' };

  return (
    <div className="ts-plot">
      <svg width={width} height={height} role="img" aria-label={label}>
        <Group left={margin.left} top={margin.top}>
          <GridRows scale={yClicks} width={innerWidth} tickValues={clickTicks} stroke="#eef2f7" />
          {hovered >= 0 && (
            <rect
              x={(x(hovered) ?? 0) - (x.step() - x.bandwidth()) / 2}
              y={0}
              width={x.step()}
              height={innerHeight}
              fill="#f1f5f9"
            />
          )}
          {points.map((p, i) =>
            p.clicks > 0 ? (
              <Bar
                key={p.t}
                x={x(i)}
                y={yClicks(p.clicks)}
                width={x.bandwidth()}
                height={innerHeight - yClicks(p.clicks)}
                rx={Math.min(3, x.bandwidth() / 3)}
                fill={CLICKS_COLOR}
                opacity={hovered < 0 || hovered === i ? 0.9 : 0.55}
              />
            ) : null,
          )}
          {maxConv > 0 && (
            <>
              <LinePath
                data={points}
                x={(_, i) => center(i)}
                y={(p) => yConv(p.conversions)}
                stroke={CONVERSIONS_COLOR}
                strokeWidth={2}
                strokeLinejoin="round"
              />
              {points.map((p, i) =>
                p.conversions > 0 ? (
                  <circle
                    key={p.t}
                    cx={center(i)}
                    cy={yConv(p.conversions)}
                    r={hovered === i ? 4.5 : 3}
                    fill="#fff"
                    stroke={CONVERSIONS_COLOR}
                    strokeWidth={2}
                  />
                ) : null,
              )}
            </>
          )}
          <AxisLeft
            scale={yClicks}
            tickValues={clickTicks}
            tickFormat={(v) => formatCount(Number(v))}
            hideAxisLine
            hideTicks
            tickLabelProps={{ ...tickLabelProps, textAnchor: 'end', dx: -4, dy: '0.33em' }}
            label="Clicks"
            labelOffset={narrow ? 20 : 32}
            labelProps={axisLabel}
          />
          <AxisRight
            left={innerWidth}
            scale={yConv}
            tickValues={convTicks}
            tickFormat={(v) => formatCount(Number(v))}
            hideAxisLine
            hideTicks
            tickLabelProps={{ ...tickLabelProps, textAnchor: 'start', dx: 4, dy: '0.33em', fill: '#059669' }}
            label="Conversions"
            labelOffset={narrow ? 16 : 28}
            labelProps={{ ...axisLabel, fill: '#059669' }}
          />
          <AxisBottom
            top={innerHeight}
            scale={x}
            tickValues={ticks}
            tickFormat={(i) => tickLabel(points[Number(i)]!.t, bucket, spansYears)}
            stroke="#cbd5e1"
            tickStroke="#cbd5e1"
            tickLength={4}
            tickLabelProps={{ ...tickLabelProps, textAnchor: 'middle' }}
          />
          <rect
            width={innerWidth}
            height={innerHeight}
            fill="transparent"
            onMouseMove={onPointer}
            onTouchStart={onPointer}
            onTouchMove={onPointer}
            onMouseLeave={hideTooltip}
            data-testid="chart-overlay"
          />
        </Group>
      </svg>
      {tooltipOpen && tooltipData && (
        <Tooltip
          left={tooltipLeft}
          top={tooltipTop}
          className="ts-tooltip"
          unstyled
          applyPositionStyle
          offsetLeft={0}
          offsetTop={0}
          style={{ width: TOOLTIP_WIDTH }}
        >
          <div className="ts-tooltip-title">{bucketTitle(tooltipData.t, bucket)}</div>
          <div className="ts-tooltip-row">
            <span className="ts-swatch ts-swatch-bar" style={{ background: CLICKS_COLOR }} aria-hidden="true" />
            Clicks <strong>{formatCount(tooltipData.clicks)}</strong>
          </div>
          <div className="ts-tooltip-row">
            <span className="ts-swatch ts-swatch-line" style={{ background: CONVERSIONS_COLOR }} aria-hidden="true" />
            Conversions <strong>{formatCount(tooltipData.conversions)}</strong>
          </div>
        </Tooltip>
      )}
    </div>
  );
}
