// A data grid toolbar whose quick search is always open (the stock one folds it into an icon). The
// admin grids page on the server, which searches but has no column filters: no Filters button.
import CancelIcon from '@mui/icons-material/Cancel';
import SearchIcon from '@mui/icons-material/Search';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Box, InputAdornment, TextField, Tooltip, Typography } from '@mui/material';
import {
  ColumnsPanelTrigger,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid';

export function makeSearchToolbar(title: string, searchLabel: string) {
  function SearchToolbar() {
    return (
      // The grid gives its toolbar a 1 px flex basis: a toolbar wrapped onto two lines (a phone) would
      // keep one line's height and leave the search box under the column headers.
      <Toolbar style={{ gap: 8, flexWrap: 'wrap', minHeight: 56, paddingLeft: 16, flex: '0 0 auto' }}>
        {/* The title keeps its one line; on a phone the search takes the whole next line rather
            than squeezing it ('Ad spots' broke in two beside a search box at 390 px). */}
        <Typography sx={{ fontWeight: 600, flex: 1, minWidth: 0, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {title}
        </Typography>
        <Tooltip title="Columns">
          <ColumnsPanelTrigger render={<ToolbarButton aria-label="Choose columns" />}>
            <ViewColumnIcon fontSize="small" />
          </ColumnsPanelTrigger>
        </Tooltip>
        <Box sx={{ flex: { xs: '1 0 100%', sm: '0 0 auto' } }}>
          <QuickFilter defaultExpanded>
            <QuickFilterControl
              render={({ ref, slotProps, ...controlProps }, state) => (
                <TextField
                  {...controlProps}
                  inputRef={ref}
                  size="small"
                  placeholder={searchLabel}
                  aria-label={searchLabel}
                  sx={{ width: { xs: '100%', sm: 260 } }}
                  slotProps={{
                    ...slotProps,
                    htmlInput: { ...slotProps?.htmlInput, 'aria-label': searchLabel },
                    input: {
                      ...slotProps?.input,
                      startAdornment: (
                        <InputAdornment position="start">
                          <SearchIcon fontSize="small" />
                        </InputAdornment>
                      ),
                      endAdornment: state.value ? (
                        <InputAdornment position="end">
                          <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                            <CancelIcon fontSize="small" />
                          </QuickFilterClear>
                        </InputAdornment>
                      ) : null,
                    },
                  }}
                />
              )}
            />
          </QuickFilter>
        </Box>
      </Toolbar>
    );
  }
  return SearchToolbar;
}
