// The dialog of an admin form that keeps its own formik (the affiliate program's and the partner's):
// a title, the fields, Cancel and the submit button; it cannot be closed while the save runs.
// `textField` binds a text field of such a form by name (value, change, blur, the error once touched).
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import type { FormikErrors, FormikTouched } from 'formik';
import type { ChangeEvent, FocusEvent, FormEvent, ReactNode } from 'react';

export interface PlainFormDialogProps {
  open: boolean;
  /** Escape, a click beside the dialog and Cancel. */
  onClose: () => void;
  onSubmit: (e?: FormEvent<HTMLFormElement>) => void;
  submitting: boolean;
  titleId: string;
  title: ReactNode;
  cancelLabel: string;
  submitLabel: string;
  children: ReactNode;
}

export function PlainFormDialog({ open, onClose, onSubmit, submitting, titleId, title, cancelLabel, submitLabel, children }: PlainFormDialogProps) {
  return (
    <Dialog open={open} onClose={submitting ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            {cancelLabel}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

interface FormikState<V> {
  values: V;
  touched: FormikTouched<V>;
  errors: FormikErrors<V>;
  handleChange: (e: ChangeEvent<unknown>) => void;
  handleBlur: (e: FocusEvent<unknown>) => void;
}

/** A text field's props bound to `name`; `helper` shows while the field has no error to show. */
export function textField<V, K extends keyof V & string>(formik: FormikState<V>, name: K, helper?: string) {
  const shown = formik.touched[name] && (formik.errors[name] as string | undefined);
  return {
    name,
    value: formik.values[name],
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(shown),
    helperText: shown || helper,
  };
}
