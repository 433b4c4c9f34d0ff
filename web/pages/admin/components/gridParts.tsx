// Shared pieces of the admin data grids and cards, and the server paging of the grids.
import { Box, useMediaQuery, useTheme } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { DataGridProps, GridColumnVisibilityModel, GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { LIST_PARAMS, NO_SORT, positiveInt, useListParams } from './listParams';

/** The page sizes an admin grid offers; the first is where it starts. */
export const GRID_PAGE_SIZES = [25, 50, 100];

/** What a paged admin query takes from a grid (api/domain/paging.ts reads it on the server). */
export interface GridPageVariables {
  limit: number;
  offset: number;
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

export type ServerGridProps = Pick<
  DataGridProps,
  | 'paginationMode'
  | 'sortingMode'
  | 'filterMode'
  | 'disableColumnFilter'
  | 'rowCount'
  | 'pageSizeOptions'
  | 'paginationModel'
  | 'onPaginationModelChange'
  | 'sortModel'
  | 'onSortModelChange'
  | 'filterModel'
  | 'onFilterModelChange'
>;

/**
 * The props every admin grid shares: its search toolbar, no row selection, the height of its rows,
 * the page sizes (the first to start with), the given first sort, and a spinner while loading.
 */
export function adminGridProps(toolbar: NonNullable<DataGridProps['slots']>['toolbar'], sortModel?: GridSortModel) {
  return {
    showToolbar: true,
    slots: { toolbar },
    disableRowSelectionOnClick: true,
    autoHeight: true,
    pageSizeOptions: GRID_PAGE_SIZES,
    initialState: { pagination: { paginationModel: { pageSize: GRID_PAGE_SIZES[0] } }, ...(sortModel ? { sorting: { sortModel } } : {}) },
    slotProps: { loadingOverlay: { variant: 'circular-progress', noRowsVariant: 'circular-progress' } },
  } satisfies Partial<DataGridProps>;
}

const quickSearch = (model: GridFilterModel) => (model.quickFilterValues ?? []).join(' ').trim();

/**
 * A data grid whose rows stay on the server (thousands of them): its page, its sort and its quick
 * search (sent as `q`) become the query's variables, and `grid(total)` gives the grid back the
 * matching rows' count. All three live in the address (`page` from 1, `size` when not the first
 * offered, `sort` and `order`, `q`; listParams.ts), so a reload keeps them. A new sort or search
 * starts again at the first page. Column filters have no server counterpart, so they are off.
 * `sortable` lists the fields the server accepts: another `sort` in a hand-edited address is ignored.
 */
const UNSORTED: GridSortModel = [];

export function useServerGrid(initialSort: GridSortModel = UNSORTED, sortable?: readonly string[]) {
  const [params, update] = useListParams();
  const pageSize = GRID_PAGE_SIZES.find((size) => String(size) === params.get(LIST_PARAMS.size)) ?? GRID_PAGE_SIZES[0];
  const paginationModel = useMemo<GridPaginationModel>(() => ({ page: positiveInt(params.get(LIST_PARAMS.page), 1) - 1, pageSize }), [params, pageSize]);
  const sortParam = params.get(LIST_PARAMS.sort);
  const orderParam = params.get(LIST_PARAMS.order) === 'desc' ? 'desc' : 'asc';
  const sortModel = useMemo<GridSortModel>(() => {
    if (sortParam === NO_SORT) return [];
    if (sortParam && (!sortable || sortable.includes(sortParam))) return [{ field: sortParam, sort: orderParam }];
    return initialSort;
  }, [sortParam, orderParam, sortable, initialSort]);
  const q = (params.get(LIST_PARAMS.q) ?? '').trim();
  const filterModel = useMemo<GridFilterModel>(() => ({ items: [], quickFilterValues: q ? q.split(/\s+/) : [] }), [q]);

  const sort = sortModel[0];
  const variables: GridPageVariables = {
    limit: paginationModel.pageSize,
    offset: paginationModel.page * paginationModel.pageSize,
    ...(q ? { q } : {}),
    ...(sort?.sort ? { sort: sort.field, order: sort.sort } : {}),
  };
  const firstPage = () => update({ [LIST_PARAMS.page]: null });

  /** `rowCount` undefined until the first answer: the grid then keeps the page asked for in the address. */
  const grid = (rowCount: number | undefined): ServerGridProps => ({
    paginationMode: 'server',
    sortingMode: 'server',
    filterMode: 'server',
    disableColumnFilter: true,
    // -1 is the grid's 'not known yet'; a count of 0 would take a reload at ?page=3 back to the first page.
    rowCount: rowCount ?? -1,
    pageSizeOptions: GRID_PAGE_SIZES,
    paginationModel,
    onPaginationModelChange: (model) =>
      update({
        [LIST_PARAMS.page]: model.page > 0 ? model.page + 1 : null,
        [LIST_PARAMS.size]: model.pageSize !== GRID_PAGE_SIZES[0] ? model.pageSize : null,
      }),
    sortModel,
    onSortModelChange: (model) => {
      const next = model[0];
      const isInitial = next ? initialSort[0]?.field === next.field && initialSort[0]?.sort === next.sort : initialSort.length === 0;
      update({
        [LIST_PARAMS.sort]: isInitial ? null : next?.sort ? next.field : NO_SORT,
        [LIST_PARAMS.order]: !isInitial && next?.sort === 'desc' ? 'desc' : null,
        [LIST_PARAMS.page]: null,
      });
    },
    filterModel,
    onFilterModelChange: (model) => {
      const next = quickSearch(model);
      if (next !== q) update({ [LIST_PARAMS.q]: next, [LIST_PARAMS.page]: null });
    },
  });
  // `params` and `update`: a grid's own filters (the Activity page's) live in the same address.
  return { variables, grid, firstPage, q, params, update };
}

/**
 * The grids sit in an outlined Paper. The last column's resize handle would hang a few pixels past
 * the grid's right edge and make it scroll sideways by that much, so it is not drawn.
 */
export const adminGridSx = {
  bgcolor: 'background.paper',
  border: 0,
  '& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator': { display: 'none' },
  '& .MuiDataGrid-cell:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} satisfies SxProps<Theme>;

/** Text cut after `lines` lines with an ellipsis. */
export const clampLines = (lines: number) =>
  ({ display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' }) as const;

/**
 * Cell text that wraps (a tablet's narrow columns) instead of being cut off; with `lines` it stops
 * there with an ellipsis (the whole text is in its tooltip). Pair it with `display: 'flex'` on the
 * column so that it sits in the middle of the row.
 */
export function CellText({ text, lines }: { text: string; lines?: number }) {
  return (
    <Box
      component="span"
      title={lines ? text : undefined}
      sx={{
        whiteSpace: 'normal',
        lineHeight: 1.35,
        overflowWrap: 'anywhere',
        ...(lines ? clampLines(lines) : {}),
      }}
    >
      {text}
    </Box>
  );
}

/**
 * A grid on a phone (below the `sm` breakpoint): the columns named in `phoneHidden` are hidden (their
 * facts go into the first column's cell instead), so the actions stay on screen at 390 px without
 * scrolling sideways. The admin's own choices in the Columns panel still apply on top.
 */
export function usePhoneColumns(phoneHidden: readonly string[]) {
  // useTheme gives MUI's default theme where no ThemeProvider is (a bare render): same breakpoints.
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [chosen, setChosen] = useState<GridColumnVisibilityModel>({});
  const columnVisibilityModel = useMemo<GridColumnVisibilityModel>(
    () => (phone ? { ...Object.fromEntries(phoneHidden.map((field) => [field, false])), ...chosen } : chosen),
    [phone, phoneHidden, chosen],
  );
  return { phone, columnVisibilityModel, onColumnVisibilityModelChange: setChosen };
}
