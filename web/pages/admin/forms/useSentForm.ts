// A small form checked when it is sent, then on every change (`live`): the login, the password
// change, adding an account. The server's field messages go onto the fields; any other refusal is
// the form's `problem` (a throttled try in the server's own wait wording).
import { useFormik, type FormikErrors, type FormikHelpers, type FormikValues } from 'formik';
import { useState } from 'react';
import { readFailure, waitMessage } from '../data/errors';

export interface SentFormOptions<V extends FormikValues> {
  initialValues: V;
  /** A yup schema (ruleSchema and the like). */
  validationSchema: object;
  /** The problem shown when the failure says nothing itself. */
  failed: string;
  send: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
}

export function useSentForm<V extends FormikValues>({ initialValues, validationSchema, failed, send }: SentFormOptions<V>) {
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik<V>({
    initialValues,
    validationSchema,
    validateOnBlur: false,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setProblem(null);
      try {
        await send(values, helpers);
      } catch (error) {
        const failure = readFailure(error, failed);
        if (Object.keys(failure.fieldErrors).length) helpers.setErrors(failure.fieldErrors as FormikErrors<V>);
        else if (failure.code === 'TOO_MANY_REQUESTS') setProblem(waitMessage(failure.retryAfterSeconds ?? 60));
        else setProblem(failure.message);
      }
    },
  });
  return { formik, problem, setProblem, live: formik.submitCount > 0 };
}
