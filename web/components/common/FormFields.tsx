// Light form fields for the public pages: the look of MUI's outlined TextField without its Select
// (which pulls in Menu, Popover and Modal). Selects are native <select>s: best on phones.
import { Box, FormControl, FormHelperText, InputLabel, NativeSelect, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import type { ChangeEvent, ReactNode } from 'react';
import { visuallyHidden } from './visuallyHidden';

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
  /** Show '1,234 / 5,000' under the field: its length as the rules measure it, and its limit (never cut to fit). */
  counter?: { length: number; max: number };
}

/** '4,980 / 5,000 characters': what the counter says, also to screen readers. */
export const counterText = (length: number, max: number) => `${length.toLocaleString('en-US')} / ${max.toLocaleString('en-US')}`;

export function TextInput({ id, label, error, helperText, disabled, shrink, sx, formControlSx, inputProps, counter, ...input }: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const counterId = counter ? `${id}-count` : undefined;
  const over = counter ? counter.length > counter.max : false;
  const describedBy = [helperId, counterId].filter(Boolean).join(' ') || undefined;
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
        inputProps={{ ...inputProps, 'aria-describedby': describedBy, 'aria-invalid': error || undefined }}
        {...input}
      />
      {counter ? (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
          {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : <span />}
          <FormHelperText
            id={counterId}
            error={over}
            data-over={over || undefined}
            sx={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', fontWeight: over ? 700 : undefined }}
          >
            {counterText(counter.length, counter.max)}
            <Box component="span" sx={visuallyHidden}>
              {' '}characters{over ? `, ${(counter.length - counter.max).toLocaleString('en-US')} over the limit` : ''}
            </Box>
          </FormHelperText>
        </Box>
      ) : (
        helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>
      )}
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
