import type { DataSource } from 'typeorm';
import { Faq } from '../entities';
import { requireAdmin, type Actor } from './actor';
import { ContentService, findPage, pageRequest, type Id } from './content';
import type { ContentVersionService } from './contentVersion';
import { FAQ_SORTS } from '../domain/adminLists';
import { FAQ_RULES, type FaqInput } from '../domain/inputs';
import type { Page, RawPageRequest } from '../domain/paging';
import { validateInput } from './validation';

export class FaqService extends ContentService<Faq> {
  constructor(db: DataSource, changes: ContentVersionService) {
    super(db, changes, Faq, 'FAQ');
  }

  async list(_actor: Actor): Promise<Faq[]> {
    return this.repo.find({ order: { id: 'ASC' } });
  }

  /** The admin cards: one page, searched by question and answer. */
  async adminPage(actor: Actor, raw: RawPageRequest): Promise<Page<Faq>> {
    requireAdmin(actor);
    return findPage(this.repo, pageRequest(raw, FAQ_SORTS), { columns: ['question', 'answer'] });
  }

  async create(actor: Actor, data: FaqInput): Promise<Faq> {
    requireAdmin(actor);
    const input = validateInput(FAQ_RULES, data);
    return this.saveAndAnnounce(this.repo.create({ question: input.question, answer: input.answer }));
  }

  async update(actor: Actor, id: Id, data: FaqInput): Promise<Faq> {
    requireAdmin(actor);
    const faq = await this.findOr404(id);
    const input = validateInput(FAQ_RULES, data);
    return this.saveAndAnnounce(Object.assign(faq, { question: input.question, answer: input.answer }));
  }

  async remove(actor: Actor, id: Id): Promise<true> {
    requireAdmin(actor);
    return this.removeAndAnnounce(id);
  }
}
