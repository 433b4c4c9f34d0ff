// Shared pieces of the admin data grids and cards.
import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

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
