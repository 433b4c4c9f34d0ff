// The one hook behind every admin add/edit form (the FAQ and resource sheets, the ad spot dialog,
// the provider and route pages): formik state, the create or update mutation, the server's field
// messages put on the fields, the SPEC.md toasts, the cached lists to drop (derived from the type the
// mutation answers: web/data/cache.ts), and closing the sheet or
// leaving the page after a save. A form module only fills in what differs. Sheets need no router.
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { setIn, useFormik, type FormikErrors, type FormikTouched, type FormikValues } from 'formik';
import { useCallback, useMemo, useState } from 'react';
import type { AnySchema } from 'yup';
import { useToast, type ToastOptions } from '../../../components/toast/ToastProvider';
import { COUNTS, evictWritten, writtenType } from '../../../data/cache';
import { readFailure } from '../data/errors';

type Message = Pick<ToastOptions, 'title' | 'description'>;
export type FormMode = 'add' | 'edit';

export interface EntityFormOptions<E extends { id: number }, V extends FormikValues, I> {
  schema: AnySchema;
  /** The values of a new entry. */
  empty: V;
  toValues: (entity: E) => V;
  toInput: (values: V) => I;
  /** Absent where the form only edits (the route editor). */
  create?: TypedDocumentNode<unknown, { input: I }>;
  update: TypedDocumentNode<unknown, { id: number; input: I }>;
  toasts: {
    created?: (input: I) => Message;
    updated: (input: I, entity: E | null) => Message;
    failed: (mode: FormMode, reason: string) => Message;
  };
  /**
   * A form that is a page of its own: the entity it edits (loaded by the page; null while adding or
   * loading), its id (null while adding) and what follows a save (leaving the page). Without it the
   * form is a sheet or dialog, opened by openAdd/openEdit and closed after a save.
   */
  page?: { id: number | null; entity: E | null; onSaved: () => void };
}

export function useEntityForm<E extends { id: number }, V extends FormikValues, I>(options: EntityFormOptions<E, V, I>) {
  const { schema, empty, toValues, toInput, create, update, toasts, page } = options;
  const client = useApolloClient();
  const { toast } = useToast();
  const [sheet, setSheet] = useState<{ open: boolean; editing: E | null }>({ open: false, editing: null });
  const [uploading, setUploading] = useState(false);

  const editing = page ? page.entity : sheet.editing;
  const id = page ? page.id : (sheet.editing?.id ?? null);
  const mode: FormMode = id === null ? 'add' : 'edit';
  // toValues and empty are module constants: the values follow the entity alone.
  const initialValues = useMemo(() => (editing ? toValues(editing) : empty), [editing]);

  const formik = useFormik<V>({
    initialValues,
    // A page's entity arrives after the first render; a sheet resets itself on each opening.
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const input = toInput(values);
      try {
        if (id === null) {
          if (!create) throw new Error('This form cannot add entries');
          await client.mutate({ mutation: create, variables: { input }, update: (cache) => evictWritten(cache, [writtenType(create), COUNTS]) });
          if (toasts.created) toast({ ...toasts.created(input), variant: 'success' });
        } else {
          await client.mutate({ mutation: update, variables: { id, input }, update: (cache) => evictWritten(cache, [writtenType(update)]) });
          toast({ ...toasts.updated(input, editing), variant: 'success' });
        }
        if (page) page.onSaved();
        else setSheet((s) => ({ ...s, open: false }));
      } catch (error) {
        const failure = readFailure(error);
        const fields = Object.entries(failure.fieldErrors);
        if (fields.length) {
          // The server names an entry's field by its place ('fares.1.amount'): put it there.
          helpers.setErrors(fields.reduce((errors, [field, message]) => setIn(errors, field, message), {} as FormikErrors<V>));
          void helpers.setTouched(fields.reduce((touched, [field]) => setIn(touched, field, true), {} as FormikTouched<V>), false);
        }
        toast({ ...toasts.failed(mode, failure.message), variant: 'destructive' });
      }
    },
  });

  const { resetForm } = formik;
  // Each opening starts afresh: nothing of an earlier opening (an upload cut short) carries over.
  const openWith = useCallback(
    (entity: E | null) => {
      setSheet({ open: true, editing: entity });
      setUploading(false);
      resetForm({ values: entity ? toValues(entity) : empty });
    },
    [resetForm, toValues, empty],
  );
  const openAdd = useCallback(() => openWith(null), [openWith]);
  const openEdit = useCallback((entity: E) => openWith(entity), [openWith]);
  const close = useCallback(() => setSheet((s) => ({ ...s, open: false })), []);

  return { formik, mode, editing, initialValues, open: sheet.open, openAdd, openEdit, close, uploading, setUploading };
}
