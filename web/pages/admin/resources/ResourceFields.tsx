// Draws the resource form's fields; state lives in useResourceForm.
import { Stack } from '@mui/material';
import { FormikProvider, type FormikProps } from 'formik';
import { RESOURCE_TYPES } from '../../../../api/domain/rules';
import { BoundImageField, BoundSelectField, BoundTextField } from '../forms/BoundFields';
import type { FormTexts } from '../forms/FormSheet';
import { PLACEHOLDER_RESOURCE_IMAGE, type ResourceFormValues } from './resourceSchema';

/** The titles, descriptions and submit labels of the form's two modes. */
export const RESOURCE_TEXTS: FormTexts = {
  add: { title: 'Add Resource', description: 'A new card on the resources page.', submit: 'Create Resource' },
  edit: { title: 'Edit Resource', description: 'Change this resource and save.', submit: 'Update Resource' },
};

export function ResourceFields({ formik, onUploadingChange }: { formik: FormikProps<ResourceFormValues>; onUploadingChange: (u: boolean) => void }) {
  return (
    <FormikProvider value={formik}>
      <Stack spacing={2.5}>
        <BoundTextField name="title" label="Title" required autoFocus />
        <BoundSelectField name="type" label="Type" required options={RESOURCE_TYPES} />
        <BoundTextField name="description" label="Description" required multiline minRows={4} />
        <BoundImageField name="imageUrl" label="Image URL" required fallbackSrc={PLACEHOLDER_RESOURCE_IMAGE} onUploadingChange={onUploadingChange} />
        <BoundTextField name="linkUrl" label="Link URL" required helperText="Where the card links to (https://...)" type="url" />
        <BoundTextField name="linkText" label="Link text" required helperText="e.g. Read the guide" />
      </Stack>
    </FormikProvider>
  );
}
