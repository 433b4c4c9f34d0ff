// Data step of the IdempotencyKeys migrations (both dialects): the keys stored on contact messages
// move to idempotency_keys with the fingerprint the service computes (SHA-256 of the trimmed
// name, email, subject and message; stored texts are already trimmed). Frozen here on purpose:
// a migration must not change when the service does.
import crypto from 'node:crypto';
import type { QueryRunner } from 'typeorm';

interface Row {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  idempotencyKey: string;
  createdAt: unknown;
}

/** @param quote turns the MySQL-quoted SQL below into the dialect's quoting. */
export async function carryContactKeys(queryRunner: QueryRunner, quote: (sql: string) => string): Promise<void> {
  const rows: Row[] = await queryRunner.query(
    quote('SELECT `id`, `name`, `email`, `subject`, `message`, `idempotencyKey`, `createdAt` FROM `contact_submissions` WHERE `idempotencyKey` IS NOT NULL'),
  );
  for (const row of rows) {
    const fingerprint = crypto.createHash('sha256').update(JSON.stringify([row.name, row.email, row.subject, row.message])).digest('hex');
    await queryRunner.query(
      quote('INSERT INTO `idempotency_keys` (`idempotencyKey`, `scope`, `fingerprint`, `resultId`, `createdAt`) VALUES (?, ?, ?, ?, ?)'),
      [row.idempotencyKey.toLowerCase(), 'contact', fingerprint, row.id, row.createdAt],
    );
  }
}
