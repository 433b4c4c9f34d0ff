// The one hook behind every admin add/edit form (the FAQ and resource sheets, the ad spot dialog,
// the provider and route pages): formik state, the create or update mutation, the server's field
// messages put on the fields, the SPEC.md toasts, the cached lists to drop (derived from the type the
// mutation answers: web/data/cache.ts), and closing the sheet or
// leaving the page after a save. A form module only fills in what differs. Sheets need no router.
// After a refused save focus goes to the first invalid field; unsaved changes are asked about before
// a link, a reload or closing the sheet or dialog discards them (formGuards.ts).
// An update names the version its record was read at. When someone else saved first (CONFLICT) the
// form keeps what the admin typed and offers the comparison (conflict.ts, ConflictDialog): keep mine
// saves the three-way merge naming the new version, take theirs loads the record as saved now.
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { setIn, useFormik, type FormikErrors, type FormikTouched, type FormikValues } from 'formik';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { AnySchema } from 'yup';
import { useToast, type ToastOptions } from '../../../components/toast/ToastProvider';
import { COUNTS, evictWritten, writtenType } from '../../../data/cache';
import { readFailure } from '../data/errors';
import type { FieldTexts } from './conflict';
import { focusFirstInvalid, useGuardedClose, useUnsavedChangesGuard } from './formGuards';
import { useSaveConflict } from './useSaveConflict';

type Message = Pick<ToastOptions, 'title' | 'description'>;
export type FormMode = 'add' | 'edit';

/** A record the admin edits: every save raises its version. */
export interface Versioned {
  id: number;
  version: number;
}

/** An update's input: it names the version the record was read at. */
export interface VersionedInput {
  expectedVersion?: number | null;
}

export interface EntityFormOptions<E extends Versioned, V extends FormikValues, I extends VersionedInput> {
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
  /** What the record is called ('provider') and how each field reads when someone else saved first. */
  conflict: { noun: string; fields: FieldTexts<V> };
  /**
   * A form that is a page of its own: the entity it edits (loaded by the page; null while adding or
   * loading), its id (null while adding) and what follows a save (leaving the page). Without it the
   * form is a sheet or dialog, opened by openAdd/openEdit and closed after a save.
   */
  page?: { id: number | null; entity: E | null; onSaved: () => void };
}

export function useEntityForm<E extends Versioned, V extends FormikValues, I extends VersionedInput>(options: EntityFormOptions<E, V, I>) {
  const { schema, empty, toValues, toInput, create, update, toasts, page, conflict: conflictTexts } = options;
  const client = useApolloClient();
  const { toast } = useToast();
  const [sheet, setSheet] = useState<{ open: boolean; editing: E | null }>({ open: false, editing: null });
  const [uploading, setUploading] = useState(false);
  // The record as the form read it: the version an update names, and "what you opened" in a conflict.
  // A page's record arrives after the first render; a sheet's comes with each opening.
  const [readAt, setReadAt] = useState<E | null>(page ? page.entity : null);
  const readAtRef = useRef(readAt);

  const id = page ? page.id : (sheet.editing?.id ?? null);
  const mode: FormMode = id === null ? 'add' : 'edit';
  // Later records are read in by `rebase` (formik's reinitializing would replace typed values).
  const [firstValues] = useState(() => (readAt ? toValues(readAt) : empty));

  const formik = useFormik<V>({
    initialValues: firstValues,
    validationSchema: schema,
    onSubmit: async (values, helpers) => {
      const input = toInput(values);
      const at = readAtRef.current;
      try {
        if (id === null) {
          if (!create) throw new Error('This form cannot add entries');
          await client.mutate({ mutation: create, variables: { input }, update: (cache) => evictWritten(cache, [writtenType(create), COUNTS]) });
          if (toasts.created) toast({ ...toasts.created(input), variant: 'success' });
        } else {
          await client.mutate({
            mutation: update,
            variables: { id, input: { ...input, expectedVersion: at?.version } },
            update: (cache) => evictWritten(cache, [writtenType(update)]),
          });
          toast({ ...toasts.updated(input, at), variant: 'success' });
        }
        if (page) page.onSaved();
        else setSheet((s) => ({ ...s, open: false }));
      } catch (error) {
        const failure = readFailure(error);
        if (failure.conflict && at) {
          // Nothing was stored: the admin compares, nothing typed is lost (no error toast).
          saveConflict.refuse(failure.conflict, at, values);
          // The list behind a sheet shows the record as saved now. A form page keeps its own copy:
          // refetching it would put the page back in its loading state.
          if (!page) evictWritten(client.cache, [writtenType(update)]);
          return;
        }
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
  // The form last submitted, and the submit attempt whose refusal has been handled: a refused save
  // (the schema's or the server's field messages) puts focus on the first field that says why.
  const submittedForm = useRef<HTMLElement | null>(null);
  const handledSubmit = useRef(0);
  const { submitCount, isSubmitting, errors } = formik;
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (isSubmitting || submitCount === handledSubmit.current || !hasErrors) return;
    handledSubmit.current = submitCount;
    focusFirstInvalid(submittedForm.current);
  }, [submitCount, isSubmitting, hasErrors]);
  const formikHandleSubmit = formik.handleSubmit;
  const handleSubmit = useCallback(
    (e?: FormEvent<HTMLFormElement>) => {
      submittedForm.current = e?.currentTarget ?? null;
      formikHandleSubmit(e);
    },
    [formikHandleSubmit],
  );

  // Changes not saved yet (on a page, or in an open sheet) are not dropped without asking.
  useUnsavedChangesGuard(formik.dirty && !isSubmitting && (page !== undefined || sheet.open));

  const { resetForm, setValues, submitForm } = formik;
  /** The form now reads `entity` (null: a new entry): its values, or `values` typed over it. */
  const rebase = useCallback(
    (entity: E | null, values?: V) => {
      readAtRef.current = entity;
      setReadAt(entity);
      handledSubmit.current = 0;
      resetForm({ values: entity ? toValues(entity) : empty });
      if (values) void setValues(values, false);
    },
    [resetForm, setValues, toValues, empty],
  );

  // A form page follows its record: when it arrives, when the page names another, when adding
  // starts, and when a newer version is read while nothing is typed (typed values are never replaced).
  const pageEntity = page ? page.entity : null;
  const pageAdds = page !== undefined && page.id === null;
  const dirty = useRef(false);
  dirty.current = formik.dirty;
  const follows = useCallback(
    (at: E | null) =>
      pageEntity ? !at || at.id !== pageEntity.id || (!dirty.current && pageEntity.version > at.version) : pageAdds && at !== null,
    [pageEntity, pageAdds],
  );
  useEffect(() => {
    if (follows(readAtRef.current)) rebase(pageEntity);
  }, [follows, pageEntity, rebase]);
  // The values of the record as read, already in the render where a page's record arrives (the
  // form's own follow one render later): the route map opens on its saved view.
  const shown = page && follows(readAt) ? pageEntity : readAt;
  const initialValues = useMemo(() => (shown ? toValues(shown) : empty), [shown]);

  // Keep mine's merged values go through the ordinary save (the schema, the toasts, leaving).
  const saveConflict = useSaveConflict<E, V>({ ...conflictTexts, toValues, rebase, submit: submitForm });
  const { clear: clearConflict } = saveConflict;

  // Each opening starts afresh: nothing of an earlier opening (an upload cut short, a refused save) carries over.
  const openWith = useCallback(
    (entity: E | null) => {
      setSheet({ open: true, editing: entity });
      setUploading(false);
      clearConflict();
      rebase(entity);
    },
    [rebase, clearConflict],
  );
  const openAdd = useCallback(() => openWith(null), [openWith]);
  const openEdit = useCallback((entity: E) => openWith(entity), [openWith]);
  const closeNow = useCallback(() => {
    setSheet((s) => ({ ...s, open: false }));
    clearConflict();
  }, [clearConflict]);
  // Escape, a click beside the sheet or dialog, Cancel: typed values are not dropped without asking.
  const close = useGuardedClose(formik.dirty && !isSubmitting, closeNow);

  return {
    formik: { ...formik, handleSubmit },
    mode,
    editing: readAt,
    initialValues,
    open: sheet.open,
    openAdd,
    openEdit,
    close,
    uploading,
    setUploading,
    conflict: saveConflict.conflict,
  };
}
