// The buttons that end every admin form (Cancel, then the submit button with a spinner while it
// saves), and the sticky bar that holds them at the foot of a form page.
import { Box, Button, CircularProgress } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

export interface FormActionsProps {
  submitLabel: string;
  submitting: boolean;
  /** Also disables the submit button (e.g. while an image uploads). */
  disabled?: boolean;
  /** Cancel closes a sheet or dialog... */
  onCancel?: () => void;
  /** ...or leaves a form page. */
  cancelTo?: string;
}

export function FormActions({ submitLabel, submitting, disabled, onCancel, cancelTo }: FormActionsProps) {
  return (
    <>
      {cancelTo ? (
        <Button component={RouterLink} to={cancelTo} disabled={submitting}>
          Cancel
        </Button>
      ) : (
        <Button onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={submitting || disabled}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {submitLabel}
      </Button>
    </>
  );
}

/** Stays in view at the bottom of a long form page, above the route map's panes and controls. */
export function SaveBar({ sx, ...actions }: FormActionsProps & { sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        {
          position: 'sticky',
          bottom: 0,
          zIndex: 1100,
          display: 'flex',
          gap: 1.5,
          justifyContent: 'flex-end',
          py: 2,
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <FormActions {...actions} />
    </Box>
  );
}
