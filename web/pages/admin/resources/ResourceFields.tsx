// Draws the resource form's fields; state lives in useResourceForm.
import { MenuItem, Stack, TextField } from '@mui/material';
import type { FormikProps } from 'formik';
import { RESOURCE_TYPES } from '../../../../api/domain/rules';
import { ImageField } from '../components/ImageField';
import { PLACEHOLDER_RESOURCE_IMAGE, type ResourceFormValues } from './resourceSchema';

export function ResourceFields({ formik, onUploadingChange }: { formik: FormikProps<ResourceFormValues>; onUploadingChange: (u: boolean) => void }) {
  const { values, errors, touched, handleChange, handleBlur, setFieldValue, setFieldTouched, submitCount } = formik;
  const shown = (name: keyof ResourceFormValues) => (touched[name] || submitCount > 0 ? errors[name] : undefined);
  const field = (name: keyof ResourceFormValues, label: string, helperText?: string) => ({
    id: `resource-${name}`,
    name,
    label,
    value: values[name],
    onChange: handleChange,
    onBlur: handleBlur,
    required: true,
    fullWidth: true,
    error: Boolean(shown(name)),
    helperText: shown(name) ?? helperText,
  });
  return (
    <Stack spacing={2.5}>
      <TextField {...field('title', 'Title')} autoFocus />
      <TextField {...field('type', 'Type')} select>
        {RESOURCE_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {t}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field('description', 'Description')} multiline minRows={4} />
      <ImageField
        name="imageUrl"
        label="Image URL"
        required
        value={values.imageUrl}
        onChange={(v) => {
          void setFieldTouched('imageUrl', true, false);
          void setFieldValue('imageUrl', v);
        }}
        onBlur={handleBlur}
        error={shown('imageUrl')}
        fallbackSrc={PLACEHOLDER_RESOURCE_IMAGE}
        onUploadingChange={onUploadingChange}
      />
      <TextField {...field('linkUrl', 'Link URL', 'Where the card links to (https://...)')} type="url" />
      <TextField {...field('linkText', 'Link text', 'e.g. Read the guide')} />
    </Stack>
  );
}
