// The part of a form that handles a save refused because someone else saved first (CONFLICT): it
// keeps the three versions of the values (opened, mine, saved now), offers them to ConflictDialog,
// and carries out the admin's answer. Keep mine reads the saved record in with the merged values
// typed over it and saves again (naming the new version); take theirs reads the saved record in;
// Cancel leaves the form as it is (its next save is refused again, and compared again).
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { SaveConflict } from '../data/errors';
import type { ConflictState } from './ConflictDialog';
import { fieldDifferences, mergeValues, type FieldDifference, type FieldTexts, type Side } from './conflict';

export interface SaveConflictOptions<E, V> {
  /** What the record is called: 'provider', 'FAQ'. */
  noun: string;
  fields: FieldTexts<V>;
  toValues: (record: E) => V;
  /** Puts the record as saved now in the form (its version is what the next save names), with `values` over it. */
  rebase: (record: E, values?: V) => void;
  /** Saves the form as it is (called once the rebase has rendered). */
  submit: () => Promise<unknown>;
}

interface Refusal<E, V> extends Pick<SaveConflict, 'changedBy' | 'changedAt'> {
  current: E;
  mine: V;
  theirs: V;
  differences: FieldDifference[];
  reviewing: boolean;
}

export function useSaveConflict<E, V extends object>({ noun, fields, toValues, rebase, submit }: SaveConflictOptions<E, V>) {
  const [refusal, setRefusal] = useState<Refusal<E, V> | null>(null);
  const [resaves, setResaves] = useState(0);
  const clear = useCallback(() => setRefusal(null), []);

  // After keep mine: the form holds the merged values over the saved record by now.
  useEffect(() => {
    if (resaves) submit().catch(() => undefined);
  }, [resaves]); // only a new keep mine saves

  const conflict = useMemo<ConflictState | null>(
    () =>
      refusal && {
        noun,
        changedBy: refusal.changedBy,
        changedAt: refusal.changedAt,
        differences: refusal.differences,
        reviewing: refusal.reviewing,
        keepMine: (choices: Record<string, Side>) => {
          setRefusal(null);
          rebase(refusal.current, mergeValues(refusal.mine, refusal.theirs, choices));
          setResaves((n) => n + 1);
        },
        takeTheirs: () => {
          setRefusal(null);
          rebase(refusal.current);
        },
        review: () => setRefusal((r) => r && { ...r, reviewing: true }),
        dismiss: () => setRefusal((r) => r && { ...r, reviewing: false }),
      },
    [refusal, noun, rebase],
  );

  return {
    conflict,
    /** A save of `mine`, made over `opened`, was refused: open the comparison. */
    refuse: (answer: SaveConflict, opened: E, mine: V) => {
      const current = answer.current as unknown as E;
      const theirs = toValues(current);
      setRefusal({
        current,
        mine,
        theirs,
        changedBy: answer.changedBy,
        changedAt: answer.changedAt,
        differences: fieldDifferences(fields, toValues(opened), mine, theirs),
        reviewing: true,
      });
    },
    clear,
  };
}
