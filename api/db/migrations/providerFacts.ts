// Data step of the ProviderFacts migrations (both dialects): providers stored before the facts
// existed are priced as their cards always said (SPEC.md: per person when the type text includes
// 'Shared', else per ride) and get the facts' defaults: no fares of their own (the low end of the
// price range stands for every place), no fees, no meeting points, around the clock (no hours), on
// demand (notice 0); the rest stays not entered (null). Frozen here on purpose: a migration must
// not change when api/domain does.
import type { QueryRunner } from 'typeorm';

/** The empty JSON list the list columns start with. */
export const NO_ENTRIES = '[]';

/** The basis of a type text, as SPEC.md's cards decide it (a case-sensitive 'Shared'). */
export const basisOfType = (type: string): 'PER_PERSON' | 'PER_VEHICLE' => (type.includes('Shared') ? 'PER_PERSON' : 'PER_VEHICLE');

/**
 * Sets fareBasis from the type text on every row (run after the columns exist, every row holding
 * PER_VEHICLE). Read in JS rather than SQL, so both dialects match case as SPEC.md's rule does.
 * @param quote turns the MySQL-quoted SQL below into the dialect's quoting.
 */
export async function carryFareBasis(queryRunner: QueryRunner, quote: (sql: string) => string): Promise<void> {
  const rows: { id: number; type: string }[] = await queryRunner.query(quote('SELECT `id`, `type` FROM `providers`'));
  const shared = rows.filter((row) => basisOfType(row.type) === 'PER_PERSON').map((row) => row.id);
  // Chunks keep each statement's parameter list well inside both drivers' limits.
  for (let i = 0; i < shared.length; i += 500) {
    const ids = shared.slice(i, i + 500);
    await queryRunner.query(quote(`UPDATE \`providers\` SET \`fareBasis\` = 'PER_PERSON' WHERE \`id\` IN (${ids.map(() => '?').join(', ')})`), ids);
  }
}
