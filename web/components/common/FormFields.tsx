// Light form fields for the public pages: the look of MUI's outlined TextField without its Select
// (which pulls in Menu, Popover and Modal). Selects are native <select>s: best on phones.
import { FormControl, FormHelperText, InputLabel, NativeSelect, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import type { ChangeEvent, ReactNode } from 'react';

interface BaseProps {
  id: string;
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  disabled?: boolean;
  className?: string;
  sx?: OutlinedInputProps['sx'];
  /** Keep the label above the field even when empty (dates, placeholders). */
  shrink?: boolean;
}

export interface TextInputProps extends BaseProps {
  name?: string;
  value?: string;
  type?: string;
  placeholder?: string;
  autoComplete?: string;
  multiline?: boolean;
  rows?: number;
  onChange?: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: OutlinedInputProps['onBlur'];
  inputProps?: OutlinedInputProps['inputProps'];
  formControlSx?: OutlinedInputProps['sx'];
}

export function TextInput({ id, label, error, helperText, disabled, shrink, sx, formControlSx, inputProps, ...input }: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth variant="outlined" error={error} disabled={disabled} sx={formControlSx}>
      <InputLabel htmlFor={id} shrink={shrink || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched={shrink || undefined}
        sx={sx}
        inputProps={{ ...inputProps, 'aria-describedby': helperId, 'aria-invalid': error || undefined }}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

export interface SelectInputProps extends BaseProps {
  /** Its name in a form sent without scripts (the search box's GET). */
  name?: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}

export function SelectInput({ id, name, label, value, options, onChange, error, helperText, disabled, sx }: SelectInputProps) {
  return (
    <FormControl fullWidth variant="outlined" error={error} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        input={<OutlinedInput label={label} notched sx={sx} />}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
      {helperText && <FormHelperText>{helperText}</FormHelperText>}
    </FormControl>
  );
}
