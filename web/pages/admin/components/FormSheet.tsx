// A side sheet (right-hand drawer) holding an add/edit form, with its title and buttons.
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, CircularProgress, Divider, Drawer, IconButton, Typography } from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';

export interface FormSheetProps {
  open: boolean;
  title: string;
  description?: string;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  onSubmit: (e?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

export function FormSheet({ open, title, description, submitLabel, submitting, submitDisabled, onSubmit, onClose, children }: FormSheetProps) {
  const id = useId();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={submitting ? undefined : onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } }, role: 'dialog', 'aria-labelledby': `${id}-title` } }}
    >
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, pt: 2.5, pb: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            {description && (
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                {description}
              </Typography>
            )}
          </Box>
          <IconButton aria-label="Close" onClick={onClose} disabled={submitting} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2.5 }}>{children}</Box>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={submitting || submitDisabled}
            startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {submitLabel}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
