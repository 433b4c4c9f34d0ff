// Shared pieces of the admin data grids.
import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The grids sit in an outlined Paper. The last column's resize handle would hang a few pixels past
 * the grid's right edge and make it scroll sideways by that much, so it is not drawn.
 */
export const adminGridSx: SxProps<Theme> = {
  bgcolor: 'background.paper',
  border: 0,
  '& .MuiDataGrid-columnHeader--last .MuiDataGrid-columnSeparator': { display: 'none' },
  '& .MuiDataGrid-cell:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
};

/** Cell text that may take two lines (a tablet's narrow columns) before it ends in an ellipsis. */
export function TwoLines({ text }: { text: string }) {
  return (
    <Box
      component="span"
      title={text}
      sx={{ whiteSpace: 'normal', lineHeight: 1.35, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', wordBreak: 'break-word' }}
    >
      {text}
    </Box>
  );
}
