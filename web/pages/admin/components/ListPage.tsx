// The frame of every admin list page: the tab title, the heading with its add action, the states
// before the list itself (loading, access denied or an error with Retry, empty) and the page's add/edit
// form in its sheet or dialog. Forms and dialogs stay mounted whatever the state, so that they can
// open on an empty list. A card list paged on the server also gets its search box and page buttons.
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, InputAdornment, Pagination, TextField, type SxProps, type Theme } from '@mui/material';
import { useCallback, useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { MAX_SEARCH_LENGTH } from '../../../../api/domain/paging';
import { EmptyState, ErrorState, LoadingState } from '../../../components/common/States';
import { isForbidden, readFailure } from '../data/errors';
import { FormDialog, FormSheet, type FormTexts, type FramedForm } from '../forms/FormSheet';
import { AccessDenied } from './AccessDenied';
import { LIST_PARAMS, positiveInt, useListParams, useSearchText, type ParamChanges } from './listParams';
import { PageHeader, useAdminTitle } from './PageHeader';

export interface ListQuery {
  data: unknown;
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/** The page's own texts: its heading and the states before its list. */
export interface ListTexts {
  title: string;
  subtitle: ReactNode;
  states: {
    /** Without it the list (a data grid) shows its own loading overlay and empty text. */
    loading?: string;
    error: string | ((reason: string) => string);
    /** Shown instead of the list when it has no entry. */
    empty?: string;
    /** Shown instead when a search found nothing. */
    noMatch?: string;
  };
}

/** Cards per page of a card list (resources, FAQs): a few screens' worth. */
export const CARD_PAGE_SIZE = 12;
const SEARCH_DELAY_MS = 300;

/** The controls of a card list paged and searched on the server (useCardPages). */
export interface CardPaging {
  /** From 1. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  search: string;
  onSearch: (text: string) => void;
  /** A search is applied (the list shows what matched). */
  searching: boolean;
  searchLabel: string;
}

/**
 * A card list's page and search, as the paged query's variables (`limit`, `offset`, `q`) and, given
 * the matching total, the controls ListPage draws (or a page draws itself, as the inbox does). Both
 * live in the address (`page` from 1, `q`; listParams.ts), so a reload keeps them. The search goes
 * out once typing pauses, and starts again at the first page. A list's own filter (the inbox's
 * `filter=unread`) is read from `params` and changed with `setFilter`, which also starts again at
 * the first page.
 */
export function useCardPages(searchLabel: string, pageSize = CARD_PAGE_SIZE) {
  const [params, update] = useListParams();
  const page = positiveInt(params.get(LIST_PARAMS.page), 1);
  const q = (params.get(LIST_PARAMS.q) ?? '').trim();
  const [search, setSearch] = useSearchText(q, (next) => update({ [LIST_PARAMS.q]: next, [LIST_PARAMS.page]: null }), SEARCH_DELAY_MS);
  const setPage = useCallback((p: number) => update({ [LIST_PARAMS.page]: p > 1 ? p : null }), [update]);
  const setFilter = useCallback((changes: ParamChanges) => update({ ...changes, [LIST_PARAMS.page]: null }), [update]);

  const variables = { limit: pageSize, offset: (page - 1) * pageSize, ...(q ? { q } : {}) };
  const controls = (total: number | undefined): CardPaging => ({
    page,
    pageCount: Math.max(1, Math.ceil((total ?? 0) / pageSize)),
    onPage: setPage,
    search,
    onSearch: setSearch,
    searching: q !== '',
    searchLabel,
  });
  return { page, q, params, setFilter, variables, controls };
}

/** A delete can empty the last page: show the one before it (once the total is `known`). */
export function usePageInRange({ page, pageCount, onPage }: CardPaging, known = true): void {
  useEffect(() => {
    if (known && page > pageCount) onPage(pageCount);
  }, [known, page, pageCount, onPage]);
}

/** A list's search box: sent to the server as `q` (at most MAX_SEARCH_LENGTH characters). */
export function SearchField({ value, onChange, label, sx }: { value: string; onChange: (value: string) => void; label: string; sx?: SxProps<Theme> }) {
  return (
    <TextField
      type="search"
      size="small"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={label}
      sx={[{ width: { xs: '100%', sm: 320 } }, ...(sx === undefined ? [] : Array.isArray(sx) ? sx : [sx])]}
      slotProps={{
        htmlInput: { 'aria-label': label, maxLength: MAX_SEARCH_LENGTH },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

function CardSearch({ paging }: { paging: CardPaging }) {
  return <SearchField value={paging.search} onChange={paging.onSearch} label={paging.searchLabel} sx={{ mb: 2.5 }} />;
}

function CardPager({ paging }: { paging: CardPaging }) {
  const { page, pageCount, onPage } = paging;
  usePageInRange(paging);
  if (pageCount <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination count={pageCount} page={Math.min(page, pageCount)} onChange={(_e, p) => onPage(p)} color="primary" siblingCount={1} />
    </Box>
  );
}

export interface ListPageProps {
  texts: ListTexts;
  /**
   * The page's add/edit form (useEntityForm) in a side sheet or a dialog, with its fields. The add
   * button opens it, named like its add title.
   */
  form?: { state: FramedForm & { openAdd: () => void }; texts: FormTexts; frame: 'sheet' | 'dialog'; fields: ReactNode };
  /** Or an add button that leads to a form page. */
  addLink?: { label: string; to: string };
  query: ListQuery;
  isEmpty?: boolean;
  /** A card list paged on the server: its search box above and page buttons below. */
  paging?: CardPaging;
  /** Other dialogs of the page. */
  dialogs?: ReactNode;
  children: ReactNode;
}

/** Opens the add form when the page was reached with `state: { openForm: true }` (the dashboard's quick actions). */
function useOpenFormFromNavigation(openAdd: (() => void) | undefined): void {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (openAdd && (location.state as { openForm?: boolean } | null)?.openForm) {
      openAdd();
      navigate(location.pathname, { replace: true, state: null });
    }
  }, [location.state, location.pathname, navigate, openAdd]);
}

function AddButton({ form, addLink }: Pick<ListPageProps, 'form' | 'addLink'>) {
  if (addLink) {
    return (
      <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={addLink.to}>
        {addLink.label}
      </Button>
    );
  }
  if (!form) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={form.state.openAdd}>
      {form.texts.add.title}
    </Button>
  );
}

/**
 * What the server said when it refused the list's request as asked (BAD_USER_INPUT: a search over
 * MAX_SEARCH_LENGTH characters, from the search box or the address), or null. Asking again would get
 * the same answer, so the page shows the reason and keeps the list's controls to change the request.
 */
export function refusedRequest(error: unknown): string | null {
  if (!error) return null;
  const failure = readFailure(error);
  return failure.code === 'BAD_USER_INPUT' ? failure.message : null;
}

/**
 * The page of a list to show: the answer, or the page on screen while the next one loads; nothing
 * when the request was refused (the rows on screen did not match it).
 */
export function shownPage<T>(query: { data?: T; previousData?: T; error?: unknown }): T | undefined {
  return refusedRequest(query.error) ? undefined : (query.data ?? query.previousData);
}

function ListStates({ query, texts: { states: texts }, isEmpty, paging, children }: Pick<ListPageProps, 'query' | 'texts' | 'isEmpty' | 'paging' | 'children'>) {
  const { data, loading, error, refetch } = query;
  const refused = refusedRequest(error);
  if (refused) {
    return (
      <>
        <ErrorState>{refused}</ErrorState>
        {children}
      </>
    );
  }
  if (texts.loading && loading && !data) return <LoadingState label={texts.loading} />;
  if (error && !data) {
    if (isForbidden(error)) return <AccessDenied />;
    const message = typeof texts.error === 'string' ? texts.error : texts.error(readFailure(error).message);
    return <ErrorState onRetry={() => void refetch()}>{message}</ErrorState>;
  }
  if (texts.empty && isEmpty) return <EmptyState title={(paging?.searching && texts.noMatch) || texts.empty} icon={<InboxOutlinedIcon />} />;
  return (
    <>
      {children}
      {paging && <CardPager paging={paging} />}
    </>
  );
}

export function ListPage({ form, addLink, dialogs, ...states }: ListPageProps) {
  const { title, subtitle } = states.texts;
  useAdminTitle(title);
  useOpenFormFromNavigation(form?.state.openAdd);
  const Frame = form?.frame === 'dialog' ? FormDialog : FormSheet;
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={(form || addLink) && <AddButton form={form} addLink={addLink} />} />
      {states.paging && <CardSearch paging={states.paging} />}
      <ListStates {...states} />
      {form && (
        <Frame form={form.state} texts={form.texts}>
          {form.fields}
        </Frame>
      )}
      {dialogs}
    </>
  );
}

/** The buttons under an entry's card: Edit (or View) and Delete, named after the entry for screen readers. */
export function EntryActions({ name, open, onDelete }: { name: string; open: { label: 'Edit' | 'View'; onClick: () => void }; onDelete: () => void }) {
  return (
    <>
      <Button size="small" startIcon={open.label === 'Edit' ? <EditOutlinedIcon /> : <VisibilityOutlinedIcon />} onClick={open.onClick} aria-label={`${open.label} ${name}`}>
        {open.label}
      </Button>
      <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </Button>
    </>
  );
}
