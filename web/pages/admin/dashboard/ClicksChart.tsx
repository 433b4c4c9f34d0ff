// The booking clicks chart: one horizontal bar per provider, most clicked first. A chunk of its own
// (@mui/x-charts is heavy), loaded by BookingClicks only when there is something to draw.
import { useMediaQuery, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';

export interface ClickBar {
  id: number;
  name: string;
  clicks: number;
}

export interface ClicksChartProps {
  bars: readonly ClickBar[];
  /** Fixed by the caller from the number of bars, so the placeholder before this chunk loads is as tall. */
  height: number;
  /** What the chart shows, for screen readers (the table below holds the same numbers). */
  title: string;
}

/** The room left of the bars for the names; a longer name ends in an ellipsis (the table has it whole). */
const NAME_WIDTH = { phone: 112, wide: 200 };

export default function ClicksChart({ bars, height, title }: ClicksChartProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const names = new Map(bars.map((bar) => [bar.id, bar.name]));
  return (
    <BarChart
      height={height}
      layout="horizontal"
      title={title}
      // Bands by id, labelled by name: two providers with one name still get a bar each.
      yAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.id), valueFormatter: (id: number) => names.get(id) ?? '', width: phone ? NAME_WIDTH.phone : NAME_WIDTH.wide }]}
      // Headroom past the longest bar for its count, drawn after its end.
      xAxis={[{ tickMinStep: 1, domainLimit: (min, max) => ({ min, max: Number(max) * 1.12 }), valueFormatter: (n: number) => n.toLocaleString('en-US') }]}
      series={[{ data: bars.map((bar) => bar.clicks), label: 'Clicks', color: theme.palette.primary.main, barLabel: 'value', barLabelPlacement: 'outside' }]}
      hideLegend
      margin={{ top: 8, right: 40, bottom: 8, left: 8 }}
    />
  );
}
