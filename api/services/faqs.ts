import type { DataSource } from 'typeorm';
import { Faq } from '../entities';
import { requireAdmin, type Actor } from './actor';
import { ContentService } from './content';
import type { ContentVersionService } from './contentVersion';
import { FAQ_FIELDS, FaqInput } from './inputs';
import { validateInput } from './validation';

export class FaqService extends ContentService<Faq> {
  constructor(db: DataSource, changes: ContentVersionService) {
    super(db, changes, Faq, 'FAQ');
  }

  async list(_actor: Actor): Promise<Faq[]> {
    return this.repo.find({ order: { id: 'ASC' } });
  }

  async create(actor: Actor, plain: unknown): Promise<Faq> {
    requireAdmin(actor);
    const input = validateInput(FaqInput, plain, FAQ_FIELDS);
    return this.saveAndAnnounce(this.repo.create({ question: input.question, answer: input.answer }));
  }

  async update(actor: Actor, id: unknown, plain: unknown): Promise<Faq> {
    requireAdmin(actor);
    const faq = await this.findOr404(id);
    const input = validateInput(FaqInput, plain, FAQ_FIELDS);
    return this.saveAndAnnounce(Object.assign(faq, { question: input.question, answer: input.answer }));
  }

  async remove(actor: Actor, id: unknown): Promise<true> {
    requireAdmin(actor);
    return this.removeAndAnnounce(id);
  }
}
