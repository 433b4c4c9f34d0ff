import type { DataSource } from 'typeorm';
import { ContactSubmission } from '../entities';
import { requireAdmin, type Actor } from './actor';
import { parseId } from './content';
import { BadRequestError, NotFoundError, isUniqueViolation } from './errors';
import { CONTACT_FIELDS, ContactInput } from './inputs';
import { validateInput } from './validation';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

export class ContactService {
  private readonly repo;

  constructor(db: DataSource) {
    this.repo = db.getRepository(ContactSubmission);
  }

  /**
   * A visitor's message. Only name, email, subject and message are taken from the caller; isRead
   * always starts false. With an idempotency key, a replay returns the first copy instead of
   * storing a second one (the offline outbox may send the same message twice).
   */
  async submit(_actor: Actor, plain: unknown, idempotencyKey?: string | null): Promise<{ submission: ContactSubmission; replayed: boolean }> {
    const key = idempotencyKey?.trim() || null;
    if (key !== null && !IDEMPOTENCY_KEY.test(key)) {
      throw new BadRequestError('Idempotency-Key must be 8 to 100 letters, digits or - _ . :');
    }
    const input = validateInput(ContactInput, plain, CONTACT_FIELDS);
    if (key) {
      const earlier = await this.repo.findOneBy({ idempotencyKey: key });
      if (earlier) return { submission: earlier, replayed: true };
    }
    try {
      const submission = await this.repo.save(
        this.repo.create({ name: input.name, email: input.email, subject: input.subject, message: input.message, isRead: false, idempotencyKey: key }),
      );
      return { submission, replayed: false };
    } catch (e) {
      // Two copies raced past the lookup: the unique key kept one; answer with it.
      if (key && isUniqueViolation(e)) {
        const earlier = await this.repo.findOneBy({ idempotencyKey: key });
        if (earlier) return { submission: earlier, replayed: true };
      }
      throw e;
    }
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
