// The conversions a page at a time (newest first, searched by order or click id), and one
// conversion's history in a drawer: every report it took with its date and commission, what a
// reversal lost, a clawback, a corrected commission, and why an unattributed booking is not credited.
import CloseIcon from '@mui/icons-material/Close';
import HistoryIcon from '@mui/icons-material/History';
import { Box, Drawer, IconButton, Paper, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { DataGrid, GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { UNATTRIBUTED_LABELS, conversionStatusLabel, type UnattributedReason } from '../../../../api/domain/affiliate';
import { CURRENCY, usd } from '../../../../api/domain/money';
import { ErrorState } from '../../../components/common/States';
import { HeaderRow } from './reportParts';
import { AdminConversionsDocument, type AdminConversionsQuery } from '../../../data/admin.generated';
import { makeSearchToolbar } from '../components/GridSearchToolbar';
import { CellText, adminGridProps, adminGridSx, usePhoneColumns, useServerGrid } from '../components/gridParts';
import { useAdminQuery } from '../data/useAdminQuery';

export type ConversionRow = AdminConversionsQuery['conversions']['items'][number];
type ConversionEvent = ConversionRow['events'][number];

export const CONVERSIONS_TEXTS = {
  title: 'Conversions',
  search: 'Search order or click id',
  error: 'Failed to fetch conversions',
  empty: 'No conversions reported yet.',
  historyOf: (order: string) => `History of order ${order}`,
  drawerTitle: (order: string) => `Order ${order}`,
  close: 'Close',
  status: 'Status',
  commission: 'Commission now',
  lost: 'Lost to the reversal',
  clawedBack: 'Taken back (clawback)',
  provider: 'Credited to',
  unattributed: (reason: string | null) => `Unattributed: ${reason ? (UNATTRIBUTED_LABELS[reason as UnattributedReason] ?? reason) : 'no counted click'}`,
  clickId: 'Click id',
  received: 'Received',
  history: 'History',
  historyHint: 'Every report the network sent, oldest first. A report of the same status and commission again changes nothing and is not listed.',
  correction: 'Corrected commission',
  reversedNote: (lost: string) => `Lost ${lost} (the commission before it)`,
  clawbackNote: (lost: string) => `Clawback: ${lost} taken back after payment`,
};
const T = CONVERSIONS_TEXTS;

/** An amount in its own currency: dollars as the site writes them, others with their code. */
export const money = (cents: number, currency: string) => (currency === CURRENCY ? usd(cents) : `${(cents / 100).toFixed(2)} ${currency}`);

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const statusOf = (row: Pick<ConversionRow, 'status' | 'reversedFrom'>) => conversionStatusLabel(row.status, row.reversedFrom);

/** The commission cell: a reversed conversion shows what it lost, as the report's reversed column sums it. */
function commissionText(row: ConversionRow): string {
  if (row.status === 'reversed' && row.lostCents !== null) return `${money(row.lostCents, row.currency)} lost`;
  return money(row.commissionCents, row.currency);
}

function eventNote(event: ConversionEvent, row: ConversionRow): string {
  if (event.correction) return T.correction;
  if (event.status !== 'reversed' || row.lostCents === null) return '';
  const lost = money(row.lostCents, row.currency);
  return row.clawback ? T.clawbackNote(lost) : T.reversedNote(lost);
}

/** On a phone these are said under the order: the history button, the order and the commission fit 390 px. */
const PHONE_HIDDEN = ['createdAt', 'programName', 'status', 'providerName', 'clickId'];

/** Read by screen readers, not drawn (MUI's visuallyHidden). */
const VISUALLY_HIDDEN = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

function useColumns(phone: boolean, onHistory: (row: ConversionRow) => void): GridColDef<ConversionRow>[] {
  return useMemo(
    () => [
      // First, like a row expander: on screen at any width without scrolling sideways.
      {
        field: 'actions',
        type: 'actions',
        headerName: T.history,
        // The icon says it; the header's word is for screen readers (a narrow column cuts it to 'Histo…').
        renderHeader: () => <Box component="span" sx={VISUALLY_HIDDEN}>{T.history}</Box>,
        width: 52,
        renderCell: (params) => (
          <GridActionsCell {...params}>
            <GridActionsCellItem icon={<HistoryIcon />} label={T.historyOf(params.row.order)} onClick={() => onHistory(params.row)} />
          </GridActionsCell>
        ),
      },
      { field: 'createdAt', headerName: T.received, minWidth: 170, flex: 1, valueFormatter: (v: string) => when(v) },
      { field: 'programName', headerName: 'Program', minWidth: 120, flex: 1, sortable: false },
      {
        field: 'order',
        headerName: 'Order',
        minWidth: phone ? 150 : 110,
        flex: 1,
        sortable: false,
        ...(phone ? { display: 'flex' as const } : {}),
        renderCell: ({ row }) =>
          phone ? (
            <Box sx={{ py: 1, minWidth: 0 }}>
              <CellText text={row.order} lines={1} />
              <Box component="span" sx={{ typography: 'body2', fontWeight: 600, display: 'block' }}>
                {statusOf(row)}
              </Box>
              <Box component="span" sx={{ typography: 'caption', color: 'text.secondary', display: 'block' }}>
                {when(row.createdAt)} · {row.providerName ?? 'Unattributed'}
              </Box>
            </Box>
          ) : (
            <CellText text={row.order} lines={1} />
          ),
      },
      { field: 'status', headerName: T.status, minWidth: 100, sortable: false, valueGetter: (_v, row) => statusOf(row) },
      { field: 'commissionCents', headerName: 'Commission', type: 'number', minWidth: phone ? 100 : 124, sortable: false, valueFormatter: (_v: number, row) => commissionText(row) },
      { field: 'providerName', headerName: 'Provider', minWidth: 130, flex: 1, sortable: false, valueFormatter: (v: string | null) => v ?? 'Unattributed' },
      { field: 'clickId', headerName: T.clickId, minWidth: 150, flex: 1, sortable: false, valueFormatter: (v: string | null) => v ?? '—' },
    ],
    [phone, onHistory],
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/** One conversion's facts and history, in a drawer (the whole width on a phone). */
export function ConversionHistory({ conversion: c, onClose }: { conversion: ConversionRow | null; onClose: () => void }) {
  return (
    <Drawer anchor="right" open={c !== null} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', sm: 460 } } } }}>
      {c && (
        <Box component="section" aria-labelledby="conversion-history-title" sx={{ p: { xs: 2, sm: 3 } }} data-testid="conversion-history">
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography id="conversion-history-title" variant="h6" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {T.drawerTitle(c.order)}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {c.programName}
              </Typography>
            </Box>
            <IconButton aria-label={T.close} onClick={onClose} edge="end">
              <CloseIcon />
            </IconButton>
          </Box>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, mt: 2, mb: 0 }}>
            <Fact label={T.status}>{statusOf(c)}</Fact>
            <Fact label={T.commission}>{money(c.commissionCents, c.currency)}</Fact>
            {c.status === 'reversed' && c.lostCents !== null && <Fact label={c.clawback ? T.clawedBack : T.lost}>{money(c.lostCents, c.currency)}</Fact>}
            <Fact label={T.provider}>{c.attributed && c.providerName ? c.providerName : T.unattributed(c.unattributedReason)}</Fact>
            <Fact label={T.clickId}>{c.clickId ?? '—'}</Fact>
            <Fact label={T.received}>{when(c.createdAt)}</Fact>
          </Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mt: 3 }}>
            {T.history}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
            {T.historyHint}
          </Typography>
          <Table size="small" aria-label={T.history}>
            <HeaderRow labels={['When', 'Status', 'Commission']} textColumns={2} />
            <TableBody>
              {c.events.map((e, i) => {
                const note = eventNote(e, c);
                return (
                  <TableRow key={i}>
                    <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>{when(e.createdAt)}</TableCell>
                    <TableCell sx={{ verticalAlign: 'top' }}>
                      {conversionStatusLabel(e.status, e.status === 'reversed' ? c.reversedFrom : null)}
                      {note && (
                        <Box component="span" sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}>
                          {note}
                        </Box>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      {money(e.commissionCents, c.currency)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      )}
    </Drawer>
  );
}

const ConversionsToolbar = makeSearchToolbar(T.title, T.search);
const NEWEST_FIRST = [{ field: 'createdAt', sort: 'desc' as const }];

export function ConversionsList({ disableVirtualization }: { disableVirtualization?: boolean }) {
  const { variables, grid } = useServerGrid(NEWEST_FIRST);
  const { data, previousData, loading, error, refetch } = useAdminQuery(AdminConversionsDocument, { variables });
  const page = (data ?? previousData)?.conversions;
  const { phone, columnVisibilityModel, onColumnVisibilityModelChange } = usePhoneColumns(PHONE_HIDDEN);
  // Kept by id, so the drawer follows the row when the list is read again.
  const [openId, setOpenId] = useState<string | null>(null);
  const columns = useColumns(phone, (row) => setOpenId(row.id));
  const open = page?.items.find((row) => row.id === openId) ?? null;
  return (
    <Box sx={{ mt: 3 }}>
      {/* The grid's toolbar names the list. */}
      {error && !page ? (
        <ErrorState onRetry={() => void refetch()}>{T.error}</ErrorState>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <DataGrid
            rows={page?.items ?? []}
            columns={columns}
            loading={loading && !page}
            label={T.title}
            {...adminGridProps(ConversionsToolbar)}
            {...grid(page?.total ?? 0)}
            columnVisibilityModel={columnVisibilityModel}
            onColumnVisibilityModelChange={onColumnVisibilityModelChange}
            onRowClick={({ row }) => setOpenId(row.id)}
            getRowHeight={phone ? () => 'auto' : undefined}
            disableVirtualization={disableVirtualization}
            autoHeight
            localeText={{ noRowsLabel: T.empty }}
            sx={{ ...adminGridSx, '& .MuiDataGrid-row': { cursor: 'pointer' } }}
          />
        </Paper>
      )}
      <ConversionHistory conversion={open} onClose={() => setOpenId(null)} />
    </Box>
  );
}
