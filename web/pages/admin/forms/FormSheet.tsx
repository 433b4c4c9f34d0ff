// The two frames of an add/edit form opened from a list: a side sheet (right-hand drawer) and a
// dialog (full screen on a phone). Both show the title and description of the form's mode, take
// the state of useEntityForm and end with the same buttons; a save refused because someone else saved
// first shows its comparison over them (ConflictDialog).
import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Drawer, IconButton, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useId, type FormEvent, type ReactNode } from 'react';
import { SaveConflict, type ConflictState } from './ConflictDialog';
import { FormActions } from './FormActions';
import type { FormMode } from './useEntityForm';

export interface FramedForm {
  formik: { isSubmitting: boolean; handleSubmit: (e?: FormEvent<HTMLFormElement>) => void };
  mode: FormMode;
  open: boolean;
  close: () => void;
  uploading: boolean;
  conflict?: ConflictState | null;
}

export type FormTexts = Record<FormMode, { title: string; description: string; submit: string }>;

interface FrameProps {
  form: FramedForm;
  texts: FormTexts;
  children: ReactNode;
}

function actionsOf(form: FramedForm, texts: FormTexts) {
  return { submitLabel: texts[form.mode].submit, submitting: form.formik.isSubmitting, disabled: form.uploading, onCancel: form.close };
}

export function FormSheet({ form, texts, children }: FrameProps) {
  const id = useId();
  const submitting = form.formik.isSubmitting;
  const { title, description } = texts[form.mode];
  return (
    <Drawer
      anchor="right"
      open={form.open}
      onClose={submitting ? undefined : form.close}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 520 } }, role: 'dialog', 'aria-labelledby': `${id}-title` } }}
    >
      <Box component="form" noValidate onSubmit={form.formik.handleSubmit} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 3, pt: 2.5, pb: 2 }}>
          <Box sx={{ flex: 1 }}>
            <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              {title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {description}
            </Typography>
          </Box>
          <IconButton aria-label="Close" onClick={form.close} disabled={submitting} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box sx={{ flex: 1, overflowY: 'auto', px: 3, py: 2.5 }}>
          <SaveConflict conflict={form.conflict ?? null} />
          {children}
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5, px: 3, py: 2 }}>
          <FormActions {...actionsOf(form, texts)} />
        </Box>
      </Box>
    </Drawer>
  );
}

export function FormDialog({ form, texts, children }: FrameProps) {
  const id = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const { title, description } = texts[form.mode];
  return (
    <Dialog
      open={form.open}
      onClose={form.formik.isSubmitting ? undefined : form.close}
      aria-labelledby={`${id}-title`}
      maxWidth="md"
      fullWidth
      fullScreen={fullScreen}
    >
      <Box component="form" noValidate onSubmit={form.formik.handleSubmit}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent dividers>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2.5 }}>
            {description}
          </Typography>
          <SaveConflict conflict={form.conflict ?? null} />
          {children}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <FormActions {...actionsOf(form, texts)} />
        </DialogActions>
      </Box>
    </Dialog>
  );
}
