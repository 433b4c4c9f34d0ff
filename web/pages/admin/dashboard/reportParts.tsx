// Parts the dashboard's reports share: a table's header row, and a report's answer, failure or loading state.
import { TableCell, TableHead, TableRow } from '@mui/material';
import type { ReactNode } from 'react';
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
