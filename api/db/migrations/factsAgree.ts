// Data step of the FactsAgree migrations (both dialects, issue 31): what every provider publishes
// today keeps its meaning once prices follow the fares and hours say what they mean.
// - No openings meant around the clock: such providers become explicitly around the clock.
// - A place served without a fare was priced at the low end of the price range: it gets that as
//   its fare. A fare for a place not served priced nothing (the trip refused the place): it goes.
// - The price range and the service area are then derived, as every save now derives them.
// Frozen here on purpose: a migration must not change when api/domain does.
import type { QueryRunner } from 'typeorm';

const AIRPORT = 'RDU Airport';
/** SEARCH_LOCATIONS as they were when this was written, the airport first. */
const PLACES = [
  'RDU Airport', 'Downtown Raleigh', 'Chapel Hill', 'Durham', 'Cary', 'Morrisville', 'Research Triangle Park', 'Wake Forest', 'Apex', 'Holly Springs', 'Garner',
];

interface Row {
  id: number;
  servedPlaces: string;
  fares: string;
  fees: string;
  hours: string;
  priceRange: string;
}

const list = <T>(text: string): T[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
};

/** The trip's old reading of a price range's low end: the first number of the part before ' - ' (null: none). */
function lowEnd(priceRange: string): number | null {
  const low = (priceRange ?? '').split(/\s+-\s+|\s*–\s*/)[0] ?? '';
  const match = low.replace(/,/g, '').match(/\d+(\.\d+)?/);
  return match ? Number(match[0]) : null;
}

const cents = (dollars: number) => Math.round(Number(dollars) * 100);
const dollarsText = (c: number) => `$${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

/** The row's columns as they read after the step. */
export function agreedFacts(row: Row): { aroundTheClock: boolean; fares: string; priceRange: string; serviceArea: string } {
  const served = list<string>(row.servedPlaces);
  const fees = list<{ amount: number }>(row.fees);
  const low = lowEnd(row.priceRange);
  const own = list<{ place: string; amount: number }>(row.fares).filter((f) => served.includes(f.place));
  const fares = PLACES.filter((place) => place !== AIRPORT && served.includes(place)).flatMap((place) => {
    const fare = own.find((f) => f.place === place);
    return fare ? [{ place, amount: Number(fare.amount) }] : low === null ? [] : [{ place, amount: low }];
  });
  const feeCents = fees.reduce((sum, fee) => sum + cents(fee.amount), 0);
  const totals = fares.map((f) => cents(f.amount) + feeCents);
  const others = served.filter((place) => place !== AIRPORT);
  return {
    aroundTheClock: list(row.hours).length === 0,
    fares: JSON.stringify(fares),
    priceRange: totals.length ? `${dollarsText(Math.min(...totals))} - ${dollarsText(Math.max(...totals))}` : '',
    serviceArea: (others.length ? others : served).join(', ').slice(0, 255),
  };
}

/**
 * Rewrites every provider row (run after the columns exist). Read and written in JS, row by row,
 * so both dialects do the same. @param quote turns the MySQL-quoted SQL into the dialect's quoting.
 */
export async function agreeFacts(queryRunner: QueryRunner, quote: (sql: string) => string): Promise<void> {
  const rows: Row[] = await queryRunner.query(quote('SELECT `id`, `servedPlaces`, `fares`, `fees`, `hours`, `priceRange` FROM `providers`'));
  for (const row of rows) {
    const next = agreedFacts(row);
    await queryRunner.query(
      quote('UPDATE `providers` SET `aroundTheClock` = ?, `fares` = ?, `priceRange` = ?, `serviceArea` = ? WHERE `id` = ?'),
      [next.aroundTheClock ? 1 : 0, next.fares, next.priceRange, next.serviceArea, row.id],
    );
  }
}
