// Airport options (issue 35, item 8): what exists at the airport at any hour, as the operator keeps it.
// Visitors read the enabled ones in the operator's order; admins write them, versioned and audited
// like the other public content, and order them by hand as FAQs are.
import type { DataSource } from 'typeorm';
import { AirportOption } from '../entities';
import { requireCapability, type Actor } from './actor';
import type { AuditService } from './audit';
import { ContentService, auditedColumns, type ExpectedVersion, type Id } from './content';
import type { ContentVersionService } from './contentVersion';
import { AIRPORT_OPTION_MOVE_RULES, AIRPORT_OPTION_RULES, type AirportOptionInput, type AirportOptionMoveInput } from '../domain/inputs';
import { closeGapAt, makeRoomAt, moveToPosition, placeIn, placeOfMove } from './ordering';
import { validateInput } from './validation';

export class AirportOptionService extends ContentService<AirportOption> {
  constructor(db: DataSource, changes: ContentVersionService, audit: AuditService) {
    super(db, changes, AirportOption, 'Airport option', audit, { type: 'AirportOption', fields: auditedColumns(db, AirportOption), label: (o) => o.title });
  }

  /** What visitors see: the enabled options, in the operator's order. */
  async list(_actor: Actor): Promise<AirportOption[]> {
    return this.repo.find({ where: { enabled: true }, order: { position: 'ASC', id: 'ASC' } });
  }

  /** The admin's list: every option, hidden ones too, in the order. */
  async adminList(actor: Actor): Promise<AirportOption[]> {
    requireCapability(actor, 'content');
    return this.repo.find({ order: { position: 'ASC', id: 'ASC' } });
  }

  /** A new option goes last, or at the place asked for (the ones from there on move down one). */
  async create(actor: Actor, data: AirportOptionInput): Promise<AirportOption> {
    requireCapability(actor, 'content');
    const input = validateInput(AIRPORT_OPTION_RULES, data);
    const option = this.repo.create({ ...facts(input), accessible: input.accessible ?? false, enabled: input.enabled ?? true, position: 0 });
    return this.createAudited(actor, option, async (m) => {
      option.position = placeIn(input.position, (await m.getRepository(AirportOption).count()) + 1);
      await makeRoomAt(m, AirportOption, option.position);
    });
  }

  /** Changes its facts; flags left out are kept; with a position, moves it there. */
  async update(actor: Actor, id: Id, data: AirportOptionInput, expectedVersion?: ExpectedVersion): Promise<AirportOption> {
    requireCapability(actor, 'content');
    await this.findOr404(id);
    const input = validateInput(AIRPORT_OPTION_RULES, data);
    return this.changeVersioned(actor, id, expectedVersion, async (option, m) => {
      if (input.position !== undefined && input.position !== null) {
        await moveToPosition(m, AirportOption, option, placeIn(input.position, await m.getRepository(AirportOption).count()));
      }
      Object.assign(option, facts(input));
      if (typeof input.accessible === 'boolean') option.accessible = input.accessible;
      if (typeof input.enabled === 'boolean') option.enabled = input.enabled;
    });
  }

  /** One step in the order (top, bottom, up, down), its facts untouched. */
  async move(actor: Actor, id: Id, data: AirportOptionMoveInput, expectedVersion?: ExpectedVersion): Promise<AirportOption> {
    requireCapability(actor, 'content');
    await this.findOr404(id);
    const { to } = validateInput(AIRPORT_OPTION_MOVE_RULES, data);
    return this.changeVersioned(actor, id, expectedVersion, async (option, m) => {
      await moveToPosition(m, AirportOption, option, placeOfMove(to, option.position, await m.getRepository(AirportOption).count()));
    });
  }

  /** Deleted outright (nothing refers to an option); the ones after it move up one. */
  async remove(actor: Actor, id: Id, expectedVersion?: ExpectedVersion): Promise<true> {
    requireCapability(actor, 'content');
    return this.removeAudited(actor, id, expectedVersion, (m, option) => closeGapAt(m, AirportOption, option.position));
  }
}

/** The text facts of an input as stored (optional ones left blank: null, never a placeholder). */
function facts(input: AirportOptionInput): Pick<AirportOption, 'title' | 'description' | 'availability' | 'linkUrl' | 'phone'> {
  return {
    title: input.title,
    description: input.description,
    availability: input.availability,
    linkUrl: input.linkUrl || null,
    phone: input.phone || null,
  };
}
