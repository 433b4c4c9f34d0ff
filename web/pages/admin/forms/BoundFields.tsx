// Admin form fields bound by `name` to the formik form around them (a FormikProvider): each reads
// its value, touched state and error there and writes back, so a fields component only places them.
// An error shows once the admin has left the field or tried to save.
import { Autocomplete, MenuItem, TextField, type TextFieldProps } from '@mui/material';
import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { ImageField, type ImageFieldProps } from '../components/ImageField';

export type BoundFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'error'> & { name: string };

function useBound(name: string) {
  const [field, meta, helpers] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return { field, helpers, error };
}

export function BoundTextField({ name, helperText, ...rest }: BoundFieldProps) {
  const { field, error } = useBound(name);
  return <TextField fullWidth {...field} {...rest} error={Boolean(error)} helperText={error ?? helperText} />;
}

/** A number input whose value stays text: formik would make it a number, and the schema reads text. */
export function BoundNumberField(props: BoundFieldProps) {
  const { helpers } = useBound(props.name);
  return <BoundTextField type="number" onChange={(e) => void helpers.setValue(e.target.value)} {...props} />;
}

export function BoundSelectField({
  options,
  optionLabel = (option) => option,
  ...rest
}: BoundFieldProps & { options: readonly string[]; optionLabel?: (option: string) => ReactNode }) {
  return (
    <BoundTextField select {...rest}>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </BoundTextField>
  );
}

/** Free text with suggestions (a provider's service type and badge). */
export function BoundSuggestField({ name, helperText, options, ...rest }: BoundFieldProps & { options: readonly string[] }) {
  const { field, helpers, error } = useBound(name);
  return (
    <Autocomplete
      freeSolo
      options={options}
      inputValue={field.value}
      onInputChange={(_e, value) => void helpers.setValue(value)}
      renderInput={(params) => (
        <TextField {...params} {...rest} name={name} onBlur={field.onBlur} fullWidth error={Boolean(error)} helperText={error ?? helperText} />
      )}
    />
  );
}

/** The image field (URL or upload) of a form; choosing or removing an image counts as touching it. */
export function BoundImageField({ name, ...rest }: Omit<ImageFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & { name: string }) {
  const { field, helpers, error } = useBound(name);
  return (
    <ImageField
      {...rest}
      name={name}
      value={field.value}
      onChange={(value) => {
        void helpers.setTouched(true, false);
        void helpers.setValue(value);
      }}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
