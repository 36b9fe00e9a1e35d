import type { TStatsSummary } from '@kurz/core';
import { useMemo } from 'react';
import { formatCount, formatRevenue, mergeSeries } from '../../lib/stats';
import { DataAsOf } from './DataAsOf';
import { StatTiles } from './StatTiles';
import { TimeSeriesChart } from './TimeSeriesChart';

type OverviewData = Pick<
  TStatsSummary,
  'timeseries' | 'conversions_timeseries' | 'range' | 'data_as_of' | 'revenue_by_currency'
> & {
  totals: Pick<TStatsSummary['totals'], 'clicks' | 'unique_ips' | 'conversions'>;
};

interface Props {
  data: OverviewData;
  clicksHint?: string;
  /** The conversion rate, shown only when there are conversions. */
  rate: string;
}

/** The total tiles and the clicks/conversions chart at the top of the link stats and Reports pages. */
export function StatsOverview({ data, clicksHint, rate }: Props) {
  const points = useMemo(() => mergeSeries(data.timeseries, data.conversions_timeseries), [data]);
  const { totals } = data;
  return (
    <>
      <DataAsOf asOf={data.data_as_of} />
      <StatTiles
        tiles={[
          { label: 'Clicks', value: formatCount(totals.clicks), hint: clicksHint, tone: 'clicks' },
          { label: 'Unique by IP hash', value: formatCount(totals.unique_ips) },
          {
            label: 'Conversions',
            value: formatCount(totals.conversions),
            hint: totals.conversions > 0 ? `CR ${rate}` : undefined,
            tone: 'conversions',
          },
          { label: 'Revenue', value: formatRevenue(data.revenue_by_currency), tone: 'revenue' },
        ]}
      />
      <section className="card stats-card chart-card" aria-label="Clicks and conversions">
        <TimeSeriesChart points={points} bucket={data.range.bucket} />
      </section>
    </>
  );
}
