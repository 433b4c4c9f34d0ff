// The History panel of the record an add/edit sheet or dialog is editing (nothing while adding).
// After a revert the page's list is read again and the form reopened on the record as it is now,
// so the form never shows, or saves, the values the revert replaced.
import type { AuditType } from '../../../../api/domain/audit';
import { HistoryPanel } from './HistoryPanel';

export interface EditedRecord<E extends { id: number }> {
  editing: E | null;
  openEdit: (entity: E) => void;
  close: () => void;
}

export function FormHistory<E extends { id: number }>({ entityType, form, reload }: { entityType: AuditType; form: EditedRecord<E>; reload: () => Promise<readonly E[] | undefined> }) {
  const editing = form.editing;
  if (!editing) return null;
  const { id } = editing;
  const onReverted = async () => {
    const fresh = (await reload())?.find((entity) => entity.id === id);
    if (fresh) form.openEdit(fresh);
    else form.close();
  };
  return <HistoryPanel entityType={entityType} entityId={id} keepRecordCached inForm onReverted={onReverted} />;
}
