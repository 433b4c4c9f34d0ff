// Contact messages written straight into the database, in bulk: the inbox tests need thousands of
// them in a known order, faster than HTTP posts (and past the public throttle).
import type { DataSource } from 'typeorm';
import { ContactSubmission } from '../../api/entities';

export type SeedContact = Pick<ContactSubmission, 'name' | 'email' | 'subject' | 'message' | 'isRead' | 'createdAt'>;

/** Message `i` of a seeded inbox: one a minute from 2025-01-01, every third one unread. */
export function seededContact(i: number, over: Partial<SeedContact> = {}): SeedContact {
  return {
    name: `Sender ${i}`,
    email: `sender${i}@example.com`,
    subject: `Question number ${i}`,
    message: `Message body number ${i}: is there a shuttle from RDU to Chapel Hill after midnight on weekdays?`,
    isRead: i % 3 !== 0,
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
    ...over,
  };
}

/** Inserts the rows in one transaction, a few hundred per statement. */
export async function seedContacts(db: DataSource, rows: SeedContact[]): Promise<void> {
  const chunk = 500;
  await db.transaction(async (m) => {
    for (let at = 0; at < rows.length; at += chunk) {
      await m.createQueryBuilder().insert().into(ContactSubmission).values(rows.slice(at, at + chunk)).updateEntity(false).execute();
    }
  });
}
