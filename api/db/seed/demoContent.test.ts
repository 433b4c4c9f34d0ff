// The demo content is what a new install shows: every demo provider's Book Now link is a template
// like the documented ones (docs/affiliate-networks.md), so it carries the trip and the click id.
import { EXAMPLE_LINK_VALUES, bookingLink, templateProblem, type LinkPlaceholder } from '../../domain/bookingLink';
import { discountOf } from '../../domain/discount';
import { DEMO_PROVIDERS } from './demoContent';

/** The trip (places, day and hour, party, bags) and the click: what a booking link documented in docs carries. */
const CARRIED: LinkPlaceholder[] = ['clickId', 'from', 'to', 'date', 'time', 'passengers', 'bags'];

describe('demo providers', () => {
  it.each(DEMO_PROVIDERS.map((p) => [p.name, p.bookingUrl]))("%s's booking link carries the trip and the click id", (_name, template) => {
    expect(templateProblem(template)).toBeUndefined();
    for (const placeholder of CARRIED) expect(template).toContain(`{${placeholder}}`);
    const link = new URL(bookingLink(template, EXAMPLE_LINK_VALUES));
    const values = [...link.searchParams.values()];
    for (const placeholder of CARRIED) expect(values).toContain(String(EXAMPLE_LINK_VALUES[placeholder]));
  });

  it('claims no discount: no demo provider has an offer its link applies (the badges alone claim none)', () => {
    for (const p of DEMO_PROVIDERS) expect(discountOf(p)).toBeNull();
  });
});
