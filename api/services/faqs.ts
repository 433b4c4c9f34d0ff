import type { DataSource } from 'typeorm';
import { Faq } from '../entities';
import { requireAdmin, type Actor } from './actor';
import type { AuditService } from './audit';
import { ContentService, auditedColumns, findPage, pageRequest, type ExpectedVersion, type Id } from './content';
import type { ContentVersionService } from './contentVersion';
import { FAQ_SORTS } from '../domain/adminLists';
import { FAQ_MOVE_RULES, FAQ_RULES, type FaqInput, type FaqMoveInput } from '../domain/inputs';
import type { Page, RawPageRequest } from '../domain/paging';
import { closeGapAt, makeRoomAt, moveToPosition, placeIn, placeOfMove } from './ordering';
import { validateInput } from './validation';

export class FaqService extends ContentService<Faq> {
  constructor(db: DataSource, changes: ContentVersionService, audit: AuditService) {
    super(db, changes, Faq, 'FAQ', audit, { type: 'Faq', fields: auditedColumns(db, Faq), label: (f) => f.question });
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
    const faq = this.repo.create({ question: input.question, answer: input.answer, position: 0 });
    return this.createAudited(actor, faq, async (m) => {
      faq.position = placeIn(input.position, (await m.getRepository(Faq).count()) + 1);
      await makeRoomAt(m, Faq, faq.position);
    });
  }

  /** Changes the text; with a position, moves the FAQ there (the ones in between shift by one). */
  async update(actor: Actor, id: Id, data: FaqInput, expectedVersion?: ExpectedVersion): Promise<Faq> {
    requireAdmin(actor);
    await this.findOr404(id);
    const input = validateInput(FAQ_RULES, data);
    return this.changeVersioned(actor, id, expectedVersion, async (faq, m) => {
      if (input.position !== undefined && input.position !== null) await moveToPosition(m, Faq, faq, placeIn(input.position, await m.getRepository(Faq).count()));
      Object.assign(faq, { question: input.question, answer: input.answer });
    });
  }

  /**
   * Moves an FAQ in one step, its text untouched: to the top, to the bottom, or one place up or down
   * (at either end it stays). Versioned and audited as an update.
   */
  async move(actor: Actor, id: Id, data: FaqMoveInput, expectedVersion?: ExpectedVersion): Promise<Faq> {
    requireAdmin(actor);
    await this.findOr404(id);
    const { to } = validateInput(FAQ_MOVE_RULES, data);
    return this.changeVersioned(actor, id, expectedVersion, async (faq, m) => {
      await moveToPosition(m, Faq, faq, placeOfMove(to, faq.position, await m.getRepository(Faq).count()));
    });
  }

  /** The ones after a removed FAQ move up one: the order stays 1..n. */
  async remove(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<true> {
    requireAdmin(actor);
    return this.removeAudited(actor, id, expectedVersion, (m, faq) => closeGapAt(m, Faq, faq.position));
  }
}
