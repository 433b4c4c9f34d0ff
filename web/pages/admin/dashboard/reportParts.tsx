// Parts the dashboard's reports share: the section and its heading, the period kept in the URL and
// its buttons, a table's header row, a table of figures, and a report's answer, failure or loading state.
import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../../components/common/States';

/** A report table's column headers: the first `textColumns` left-aligned, the figures after them right-aligned. */
export function HeaderRow({ labels, textColumns = 1 }: { labels: readonly ReactNode[]; textColumns?: number }) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((label, i) => (
          <TableCell key={i} component="th" scope="col" align={i >= textColumns ? 'right' : undefined}>
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** The report once its answer is here; until then its failure (with a retry) or its loading state. */
export function ReportAnswer<D>({ data, error, retry, texts, children }: { data: D | undefined; error: unknown; retry: () => void; texts: { error: string; loading: string }; children: (data: D) => ReactNode }) {
  if (data) return <>{children(data)}</>;
  if (error) return <ErrorState onRetry={retry}>{texts.error}</ErrorState>;
  return <LoadingState label={texts.loading} />;
}

/** One figure a column: its header and what a row shows under it (right-aligned). */
export interface FigureColumn<R> {
  label: string;
  show: (row: R) => ReactNode;
}

interface FigureTableProps<R> {
  title: string;
  /** A line under the title. */
  hint?: string;
  testId: string;
  /** Below it the table scrolls sideways (on a phone) rather than squeezing the numbers. */
  minWidth: number;
  /** A little less padding than MUI's small table, for many figures a line. */
  dense?: boolean;
  /** The header of the first column, which names each row. */
  firstLabel: string;
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  name: (row: R) => ReactNode;
  columns: readonly FigureColumn<R>[];
}

/** A titled table of figures, a row a line: its name first, then one cell a column. */
export function FigureTable<R>({ title, hint, testId, minWidth, dense, firstLabel, rows, rowKey, name, columns }: FigureTableProps<R>) {
  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: hint ? undefined : 1 }}>
        {title}
      </Typography>
      {hint && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }} tabIndex={0} role="region" aria-label={title}>
        <Table size="small" data-testid={testId} sx={{ minWidth, '& td, & th': { whiteSpace: 'nowrap', ...(dense && { px: 1.25 }) } }}>
          <HeaderRow labels={[firstLabel, ...columns.map((c) => c.label)]} />
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {name(row)}
                </TableCell>
                {columns.map((c) => (
                  <TableCell key={c.label} align="right">
                    {c.show(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** A report's section: its heading, with the report's controls (`tools`) beside it, then the report. */
export function ReportSection({ titleId, title, tools, children }: { titleId: string; title: string; tools: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ mt: 4, p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
          {title}
        </Typography>
        {tools}
      </Box>
      {children}
    </Paper>
  );
}

/** The period a URL names in `param`, or the default for anything else. */
export function rangeFrom<R extends number>(params: URLSearchParams, param: string, ranges: readonly R[], fallback: R): R {
  return ranges.find((days) => String(days) === params.get(param)) ?? fallback;
}

/**
 * A report's period, kept in the URL parameter `param` (the default leaves it out). A view setting,
 * not a step: the URL is replaced, so Back leaves the dashboard as it would anyway.
 */
export function useRangeParam<R extends number>(param: string, ranges: readonly R[], fallback: R): [R, (range: R) => void] {
  const [params, setParams] = useSearchParams();
  const choose = (range: R) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (range === fallback) next.delete(param);
        else next.set(param, String(range));
        return next;
      },
      { replace: true },
    );
  return [rangeFrom(params, param, ranges, fallback), choose];
}

/** The period's buttons: one pressed at a time. */
export function RangeChoice<R extends number>({ ranges, value, onChange, label, optionLabel }: { ranges: readonly R[]; value: R; onChange: (range: R) => void; label: string; optionLabel: (range: R) => string }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label={label}
      // A press on the chosen button would clear the choice: a report always has a period.
      onChange={(_event, next: R | null) => next !== null && onChange(next)}
    >
      {ranges.map((range) => (
        <ToggleButton key={range} value={range} sx={{ px: 2 }}>
          {optionLabel(range)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
