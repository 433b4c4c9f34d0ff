// Renamed slugs keep working (issue 31, item 14): each slug a provider or an affiliate program had
// before a rename is kept (slug_history), so a provider's old page answers 301 to its page now and a
// program's old postback address is still accepted. A slug a record takes (made or renamed to) is
// its own from then on: any old row for it is dropped.
import type { EntityManager } from 'typeorm';
import { SlugHistory } from '../entities';
import type { SlugKind } from '../entities/SlugHistory';

/** In the transaction that saves `recordId` with `slug` (which it had as `before`, if anything). */
export async function keepSlug(m: EntityManager, kind: SlugKind, recordId: number, slug: string, before: string | null): Promise<void> {
  const rows = m.getRepository(SlugHistory);
  await rows.delete({ kind, oldSlug: slug });
  if (before === null || before === slug) return;
  await rows.delete({ kind, oldSlug: before });
  await rows.insert({ kind, oldSlug: before, recordId, lastUsedAt: null });
}
