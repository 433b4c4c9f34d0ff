// The earnings chart: commission per day (reversed left out) over the report's days, as bars. A
// chunk of its own (@mui/x-charts is heavy), loaded by Earnings only when there is something to draw.
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { usd } from '../../../../api/domain/money';

export interface EarningsChartProps {
  daily: readonly { day: string; commissionCents: number }[];
  height: number;
  /** What the chart shows, for screen readers (the tables hold the numbers). */
  title: string;
}

export default function EarningsChart({ daily, height, title }: EarningsChartProps) {
  const theme = useTheme();
  return (
    <BarChart
      height={height}
      title={title}
      xAxis={[{ scaleType: 'band', data: daily.map((d) => d.day.slice(5)), tickLabelMinGap: 8 }]}
      yAxis={[{ valueFormatter: (cents: number) => usd(cents).replace(/\.00$/, ''), width: 56 }]}
      series={[{ data: daily.map((d) => d.commissionCents), label: 'Commission', color: theme.palette.success.main, valueFormatter: (cents: number | null) => usd(cents ?? 0) }]}
      hideLegend
      margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
    />
  );
}
