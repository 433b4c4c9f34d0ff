// Shared pieces of the admin data grids and cards, and the server paging of the grids.
import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import type { DataGridProps, GridFilterModel, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useState } from 'react';

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
 * matching rows' count. A new sort or search starts again at the first page. Column filters have no
 * server counterpart, so they are off.
 */
export function useServerGrid(initialSort: GridSortModel = []) {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: GRID_PAGE_SIZES[0] });
  const [sortModel, setSortModel] = useState<GridSortModel>(initialSort);
  const [filterModel, setFilterModel] = useState<GridFilterModel>({ items: [] });
  const firstPage = () => setPaginationModel((m) => ({ ...m, page: 0 }));

  const q = quickSearch(filterModel);
  const sort = sortModel[0];
  const variables: GridPageVariables = {
    limit: paginationModel.pageSize,
    offset: paginationModel.page * paginationModel.pageSize,
    ...(q ? { q } : {}),
    ...(sort?.sort ? { sort: sort.field, order: sort.sort } : {}),
  };

  const grid = (rowCount: number): ServerGridProps => ({
    paginationMode: 'server',
    sortingMode: 'server',
    filterMode: 'server',
    disableColumnFilter: true,
    rowCount,
    pageSizeOptions: GRID_PAGE_SIZES,
    paginationModel,
    onPaginationModelChange: setPaginationModel,
    sortModel,
    onSortModelChange: (model) => {
      setSortModel(model);
      firstPage();
    },
    filterModel,
    onFilterModelChange: (model) => {
      if (quickSearch(model) !== q) firstPage();
      setFilterModel(model);
    },
  });
  return { variables, grid, firstPage };
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
