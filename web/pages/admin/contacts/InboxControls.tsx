// The inbox's controls around its cards: the All / Unread tabs and the search box above, the
// selection bar with its bulk actions, and the pager below. They only draw; ContactsPage owns state.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Box, Button, Checkbox, FormControlLabel, Pagination, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { SearchField } from '../components/ListPage';

export const INBOX_TEXTS = {
  all: 'All',
  unread: (n: number | undefined) => (n === undefined ? 'Unread' : `Unread (${n.toLocaleString('en-US')})`),
  search: 'Search name, e-mail or subject',
  selectPage: 'Select all on this page',
  selected: (n: number) => `${n} selected`,
  markRead: 'Mark read',
  delete: 'Delete',
  page: (page: number, pages: number) => `Page ${page.toLocaleString('en-US')} of ${pages.toLocaleString('en-US')}`,
} as const;

export function InboxFilters(props: { unreadOnly: boolean; unreadTotal: number | undefined; onUnreadOnly: (on: boolean) => void; search: string; onSearch: (text: string) => void }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
      <Tabs value={props.unreadOnly ? 'unread' : 'all'} onChange={(_e, v) => props.onUnreadOnly(v === 'unread')} aria-label="Which messages">
        <Tab value="all" label={INBOX_TEXTS.all} />
        <Tab value="unread" label={INBOX_TEXTS.unread(props.unreadTotal)} />
      </Tabs>
      <Box sx={{ flex: 1 }} />
      <SearchField value={props.search} onChange={props.onSearch} label={INBOX_TEXTS.search} />
    </Stack>
  );
}

export function SelectionBar(props: { onPage: number; selected: number; unreadSelected: number; busy: boolean; onSelectPage: (all: boolean) => void; onMarkRead: () => void; onDelete: () => void }) {
  const { onPage, selected } = props;
  return (
    <Paper variant="outlined" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 1.5, py: 0.5, mb: 2 }}>
      <FormControlLabel
        control={<Checkbox checked={onPage > 0 && selected === onPage} indeterminate={selected > 0 && selected < onPage} disabled={onPage === 0} onChange={(e) => props.onSelectPage(e.target.checked)} />}
        label={selected > 0 ? INBOX_TEXTS.selected(selected) : INBOX_TEXTS.selectPage}
      />
      {/* The actions wrap together, so a narrow screen keeps them side by side. */}
      <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
        <Button size="small" startIcon={<DoneAllIcon />} disabled={props.busy || props.unreadSelected === 0} onClick={props.onMarkRead}>
          {INBOX_TEXTS.markRead}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} disabled={props.busy || selected === 0} onClick={props.onDelete}>
          {INBOX_TEXTS.delete}
        </Button>
      </Box>
    </Paper>
  );
}

export function InboxPager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  if (pages <= 1) return null;
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', mt: 3 }}>
      <Pagination count={pages} page={page} onChange={(_e, p) => onPage(p)} siblingCount={0} boundaryCount={1} color="primary" aria-label="Inbox pages" />
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {INBOX_TEXTS.page(page, pages)}
      </Typography>
    </Stack>
  );
}
