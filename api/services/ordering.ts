// A list the admin orders by hand (FAQs, airport options): each row has a `position` from 1, kept
// 1..n without gaps by the service that owns the rows.
import { Between, MoreThan, MoreThanOrEqual, type EntityManager, type EntityTarget, type FindOperator, type ObjectLiteral } from 'typeorm';

/** Where a move takes a row in one step: first, last, or one place up or down. */
export type OrderMove = 'top' | 'bottom' | 'up' | 'down';

type Ordered = ObjectLiteral & { position: number };

/**
 * Moves the rows whose position matches by one place. Their own fields are unchanged, so their
 * version is too: an admin editing one of them is not told it changed because another moved past it.
 */
export async function shiftPositions(m: EntityManager, entity: EntityTarget<Ordered>, where: FindOperator<number>, by: 1 | -1): Promise<void> {
  const column = (name: string) => m.connection.driver.escape(name);
  await m
    .createQueryBuilder()
    .update(entity)
    .set({ position: () => `${column('position')} ${by > 0 ? '+' : '-'} 1`, version: () => column('version') })
    .where({ position: where })
    .execute();
}

/** Puts `row` at place `to`; the ones in between shift by one toward where it was. */
export async function moveToPosition(m: EntityManager, entity: EntityTarget<Ordered>, row: Ordered, to: number): Promise<void> {
  const from = row.position;
  if (to < from) await shiftPositions(m, entity, Between(to, from - 1), 1);
  else if (to > from) await shiftPositions(m, entity, Between(from + 1, to), -1);
  row.position = to;
}

/** The place asked for, within 1..last (none asked: last). */
export function placeIn(asked: number | null | undefined, last: number): number {
  if (asked === undefined || asked === null) return last;
  return Math.min(Math.max(1, asked), Math.max(1, last));
}

/** The place a one-step move takes a row at `position` to, in a list of `last` rows. */
export function placeOfMove(to: OrderMove, position: number, last: number): number {
  return placeIn({ top: 1, bottom: last, up: position - 1, down: position + 1 }[to], last);
}

/** Room for a new row at place `position` (the ones from there on move down one). */
export const makeRoomAt = (m: EntityManager, entity: EntityTarget<Ordered>, position: number) => shiftPositions(m, entity, MoreThanOrEqual(position), 1);

/** Closes the gap a removed row at `position` leaves (the ones after it move up one). */
export const closeGapAt = (m: EntityManager, entity: EntityTarget<Ordered>, position: number) => shiftPositions(m, entity, MoreThan(position), -1);
