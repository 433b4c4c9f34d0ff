import { Between, MoreThan, MoreThanOrEqual, type DataSource } from 'typeorm';
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

  /** The site's FAQs in the admin's order (position), then oldest first. */
  async list(_actor: Actor): Promise<Faq[]> {
    return this.repo.find({ order: { position: 'ASC', id: 'ASC' } });
  }

  /** The admin cards: one page, searched by question and answer. */
  async adminPage(actor: Actor, raw: RawPageRequest): Promise<Page<Faq>> {
    requireAdmin(actor);
    return findPage(this.repo, pageRequest(raw, FAQ_SORTS), { columns: ['question', 'answer'] });
  }

  /** A new FAQ goes last, or at the position asked for (the ones from there on move down one). */
  async create(actor: Actor, data: FaqInput): Promise<Faq> {
    requireAdmin(actor);
    const input = validateInput(FAQ_RULES, data);
    const saved = await this.db.transaction(async (m) => {
      const repo = m.getRepository(Faq);
      const count = await repo.count();
      const position = placeIn(input.position, count + 1);
      await repo.increment({ position: MoreThanOrEqual(position) }, 'position', 1);
      return repo.save(repo.create({ question: input.question, answer: input.answer, position }));
    });
    await this.changes.bump();
    return saved;
  }

  /** Changes the text; with a position, moves the FAQ there (the ones in between shift by one). */
  async update(actor: Actor, id: Id, data: FaqInput): Promise<Faq> {
    requireAdmin(actor);
    const faq = await this.findOr404(id);
    const input = validateInput(FAQ_RULES, data);
    const saved = await this.db.transaction(async (m) => {
      const repo = m.getRepository(Faq);
      const current = (await repo.findOneBy({ id: faq.id })) ?? faq;
      const from = current.position;
      const to = input.position === undefined || input.position === null ? from : placeIn(input.position, await repo.count());
      if (to < from) {
        await repo.increment({ position: Between(to, from - 1) }, 'position', 1);
      } else if (to > from) {
        await repo.decrement({ position: Between(from + 1, to) }, 'position', 1);
      }
      return repo.save(Object.assign(current, { question: input.question, answer: input.answer, position: to }));
    });
    await this.changes.bump();
    return saved;
  }

  /** The ones after a removed FAQ move up one: the order stays 1..n. */
  async remove(actor: Actor, id: Id): Promise<true> {
    requireAdmin(actor);
    const faq = await this.findOr404(id);
    await this.db.transaction(async (m) => {
      const repo = m.getRepository(Faq);
      await repo.delete({ id: faq.id });
      await repo.decrement({ position: MoreThan(faq.position) }, 'position', 1);
    });
    await this.changes.bump();
    return true;
  }
}

/** The place asked for, within 1..last (none asked: last). */
function placeIn(asked: number | null | undefined, last: number): number {
  if (asked === undefined || asked === null) return last;
  return Math.min(Math.max(1, asked), Math.max(1, last));
}
