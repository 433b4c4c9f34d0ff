// Data step of the FactsStated migrations (both dialects): accessibility becomes three-valued (yes,
// no, not stated). Every false stored before was "not ticked", not "no": the admin form's boxes
// could only be ticked (its hint: "Unticked boxes and no notes: not known"), and the API stored
// false for a fact left out. So each false becomes null (not stated); true stays yes; an entry left
// with nothing stated and no notes becomes null (accessibility not entered). Frozen here on
// purpose: a migration must not change when api/domain does.
import type { QueryRunner } from 'typeorm';

const FACTS = ['wheelchairVehicle', 'foldingWheelchair', 'serviceAnimals'] as const;

/** The stored JSON text of one provider's accessibility, as it reads once three-valued (null: not entered). */
export function statedAccessibility(text: string | null): string | null {
  if (text === null) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(text);
  } catch {
    return text;
  }
  if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return text;
  const out: Record<string, unknown> = { ...(entry as Record<string, unknown>) };
  for (const fact of FACTS) out[fact] = out[fact] === true ? true : null;
  const notes = typeof out.notes === 'string' && out.notes !== '' ? out.notes : null;
  out.notes = notes;
  return FACTS.some((fact) => out[fact] !== null) || notes !== null ? JSON.stringify(out) : null;
}

/**
 * Rewrites every provider's accessibility (run once; rows read in JS, so both dialects read the
 * JSON text alike). @param quote turns the MySQL-quoted SQL below into the dialect's quoting.
 */
export async function carryAccessibility(queryRunner: QueryRunner, quote: (sql: string) => string): Promise<void> {
  const rows: { id: number; accessibility: string | null }[] = await queryRunner.query(quote('SELECT `id`, `accessibility` FROM `providers` WHERE `accessibility` IS NOT NULL'));
  for (const row of rows) {
    const next = statedAccessibility(row.accessibility);
    if (next !== row.accessibility) await queryRunner.query(quote('UPDATE `providers` SET `accessibility` = ? WHERE `id` = ?'), [next, row.id]);
  }
}

/** The migrations' down step: not stated reads as the unticked box (false) it was before. */
export async function uncarryAccessibility(queryRunner: QueryRunner, quote: (sql: string) => string): Promise<void> {
  const rows: { id: number; accessibility: string | null }[] = await queryRunner.query(quote('SELECT `id`, `accessibility` FROM `providers` WHERE `accessibility` IS NOT NULL'));
  for (const row of rows) {
    let entry: unknown;
    try {
      entry = JSON.parse(row.accessibility ?? '');
    } catch {
      continue;
    }
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) continue;
    const out: Record<string, unknown> = { ...(entry as Record<string, unknown>) };
    for (const fact of FACTS) out[fact] = out[fact] === true;
    await queryRunner.query(quote('UPDATE `providers` SET `accessibility` = ? WHERE `id` = ?'), [JSON.stringify(out), row.id]);
  }
}
