import crypto from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ContactSubmission, IdempotencyKey } from '../entities';
import { requireAdmin, type Actor } from './actor';
import { parseId } from './content';
import { BadRequestError, ConflictError, NotFoundError, isUniqueViolation } from './errors';
import { CONTACT_FIELDS, ContactInput } from './inputs';
import { validateInput } from './validation';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;
export const KEY_REUSED = 'This Idempotency-Key was already used for a different message';

type Submitted = { submission: ContactSubmission; replayed: boolean };

/** The message's content as stored (texts trimmed), the same for the first send and any replay. */
function contentOf(plain: unknown): Record<(typeof CONTACT_FIELDS)[number], unknown> {
  const source = plain !== null && typeof plain === 'object' ? (plain as Record<string, unknown>) : {};
  const pick = (field: string) => (typeof source[field] === 'string' ? (source[field] as string).trim() : source[field]);
  return { name: pick('name'), email: pick('email'), subject: pick('subject'), message: pick('message') };
}

function fingerprintOf(plain: unknown): string {
  const c = contentOf(plain);
  return crypto.createHash('sha256').update(JSON.stringify([c.name, c.email, c.subject, c.message])).digest('hex');
}

export class ContactService {
  private readonly repo;
  private readonly keys;

  constructor(private readonly db: DataSource) {
    this.repo = db.getRepository(ContactSubmission);
    this.keys = db.getRepository(IdempotencyKey);
  }

  /**
   * A visitor's message. Only name, email, subject and message are taken from the caller; isRead
   * always starts false. With an idempotency key (the offline outbox sends one and may send the
   * message again), the message is stored once: a replay answers with the first copy, even after
   * an admin deleted it, and the same key with other content is refused.
   */
  async submit(_actor: Actor, plain: unknown, idempotencyKey?: string | null): Promise<Submitted> {
    const raw = idempotencyKey?.trim() || null;
    if (raw !== null && !IDEMPOTENCY_KEY.test(raw)) {
      throw new BadRequestError('Idempotency-Key must be 8 to 100 letters, digits or - _ . :');
    }
    const key = raw?.toLowerCase() ?? null;
    // A replay is recognised before validation: a message stored under older rules stays stored.
    const earlier = key ? await this.replayOf(key, plain) : null;
    if (earlier) return earlier;

    const input = validateInput(ContactInput, plain, CONTACT_FIELDS);
    const fields = { name: input.name, email: input.email, subject: input.subject, message: input.message, isRead: false };
    if (!key) return { submission: await this.repo.save(this.repo.create(fields)), replayed: false };
    try {
      const submission = await this.db.transaction(async (m) => {
        const saved = await m.save(m.create(ContactSubmission, fields));
        await m.insert(IdempotencyKey, { idempotencyKey: key, scope: 'contact', fingerprint: fingerprintOf(plain), resultId: saved.id });
        return saved;
      });
      return { submission, replayed: false };
    } catch (e) {
      // Two copies raced past the lookup: the key kept one and the other rolled back.
      const replay = isUniqueViolation(e) ? await this.replayOf(key, plain) : null;
      if (replay) return replay;
      throw e;
    }
  }

  private async replayOf(key: string, plain: unknown): Promise<Submitted | null> {
    const earlier = await this.keys.findOneBy({ idempotencyKey: key });
    if (!earlier) return null;
    if (earlier.scope !== 'contact' || earlier.fingerprint !== fingerprintOf(plain)) throw new ConflictError(KEY_REUSED);
    const stored = earlier.resultId === null ? null : await this.repo.findOneBy({ id: earlier.resultId });
    // Deleted since: answer as the first send did, and store nothing.
    const submission = stored ?? this.repo.create({ ...(contentOf(plain) as Partial<ContactSubmission>), id: earlier.resultId ?? undefined, isRead: false, createdAt: earlier.createdAt });
    return { submission, replayed: true };
  }

  /** Newest first. */
  async list(actor: Actor): Promise<ContactSubmission[]> {
    requireAdmin(actor);
    return this.repo.find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async markRead(actor: Actor, id: unknown): Promise<ContactSubmission> {
    requireAdmin(actor);
    const contact = await this.findOr404(id);
    if (!contact.isRead) {
      contact.isRead = true;
      await this.repo.update({ id: contact.id }, { isRead: true });
    }
    return contact;
  }

  async remove(actor: Actor, id: unknown): Promise<true> {
    requireAdmin(actor);
    const contact = await this.findOr404(id);
    await this.repo.delete({ id: contact.id });
    return true;
  }

  private async findOr404(id: unknown): Promise<ContactSubmission> {
    const key = parseId(id, 'Contact');
    const found = key === null ? null : await this.repo.findOneBy({ id: key });
    if (!found) throw new NotFoundError('Contact submission not found');
    return found;
  }
}
