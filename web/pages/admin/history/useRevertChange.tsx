// Reverting one change from a record's history (the History panel, the Activity page's detail
// drawer): asked for with a confirmation, sent as revertAuditEvent, then the cached history (and the
// record's kind, unless the page refreshes its record itself) is dropped. A refusal because the
// record changed since (CONFLICT) is kept for the caller to explain, with who changed it and when.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminRevertAuditEventDocument, type AuditEventFieldsFragment } from '../../../data/admin.generated';
import { evictWritten, writtenType } from '../../../data/cache';
import { ConfirmDialog, useConfirmTarget } from '../components/ConfirmDialog';
import { readFailure } from '../data/errors';
import { HISTORY_TEXTS as T, actionLabel, fieldsPhrase, typeLabel, typeNoun, whenText } from './auditTexts';

export type AuditEvent = AuditEventFieldsFragment;

/** Why a revert was refused because the record moved on: what to tell the admin. */
export interface RevertConflict {
  /** The event whose revert was refused. */
  eventId: number;
  text: string;
}

export interface RevertOptions {
  /**
   * After a revert: the page shows the record as it is now (refetches it, reopens its form). Given
   * with `keepRecordCached`, it is the only refresh of the record.
   */
  onReverted?: (event: AuditEvent) => unknown;
  /**
   * The page refetches its record itself (an edit page): the record's cached queries are not
   * dropped, so the page never blinks to its loading state. The history is dropped either way.
   */
  keepRecordCached?: boolean;
  /** Say that unsaved form edits give way to the reverted record. */
  inForm?: boolean;
}

/** What the server said about a stale revert: who changed the record since, and when. */
function conflictText(error: unknown, event: AuditEvent): string {
  const extensions = CombinedGraphQLErrors.is(error) ? ((error.errors[0]?.extensions ?? {}) as Record<string, unknown>) : {};
  const who = typeof extensions.changedBy === 'string' ? extensions.changedBy : null;
  const at = typeof extensions.changedAt === 'string' ? whenText(extensions.changedAt, new Date()) : null;
  return T.conflict(typeNoun(event.entityType), who, at ? `(${at})` : null);
}

export function useRevertChange({ onReverted, keepRecordCached = false, inForm = false }: RevertOptions = {}) {
  const client = useApolloClient();
  const { toast } = useToast();
  const confirm = useConfirmTarget<AuditEvent>();
  const [pending, setPending] = useState(false);
  const [conflict, setConflict] = useState<RevertConflict | null>(null);
  const { target, close } = confirm;

  const revert = useCallback(async () => {
    if (!target) return;
    setPending(true);
    setConflict(null);
    try {
      const kinds = [writtenType(AdminRevertAuditEventDocument), ...(keepRecordCached ? [] : [target.entityType])];
      await client.mutate({ mutation: AdminRevertAuditEventDocument, variables: { id: target.id }, update: (cache) => evictWritten(cache, kinds) });
      toast({ title: T.reverted, description: T.revertedText(target.entityLabel ?? `${typeLabel(target.entityType)} #${target.entityId}`), variant: 'success' });
      close();
      await onReverted?.(target);
    } catch (error) {
      close();
      const failure = readFailure(error);
      if (failure.code === 'CONFLICT') setConflict({ eventId: target.id, text: conflictText(error, target) });
      else toast({ title: T.revertFailed, description: failure.message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  }, [target, close, client, toast, onReverted, keepRecordCached]);

  const dialog = (
    <ConfirmDialog open={confirm.open} title={T.revertTitle} confirmLabel={T.revert} pendingLabel={T.reverting} pending={pending} onConfirm={() => void revert()} onClose={close}>
      {target && (
        <>
          {T.revertText(
            fieldsPhrase(target.changes.map((c) => c.field)),
            target.actorName,
            `${actionLabel(target.action).toLowerCase()} ${whenText(target.at, new Date())}`,
          )}
          {inForm && <> {T.revertFormNote}</>}
        </>
      )}
    </ConfirmDialog>
  );
  return { ask: confirm.ask, dialog, conflict, clearConflict: () => setConflict(null), pending };
}
