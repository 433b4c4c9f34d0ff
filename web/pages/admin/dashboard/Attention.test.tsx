import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { ATTENTION_TEXTS as T, AttentionList, dayText } from './Attention';

jest.setTimeout(30_000);

const NONE = { __typename: 'Attention', reversedBookings: null, staleFacts: { __typename: 'StaleFacts', total: 0, items: [] }, silentPrograms: null, overClickCap: null, failedSignIns: null };
const recent = new Date(Date.now() - 30 * 60_000).toISOString();

const EVERYTHING = {
  __typename: 'Attention',
  reversedBookings: {
    __typename: 'ReversedBookings',
    total: 1,
    items: [{ __typename: 'ReversedBooking', conversionId: 7, order: 'R-NEW', programName: 'Refund Network', providerName: 'Triangle Shuttle', commissionCents: 800, currency: 'USD', reversedAt: recent }],
  },
  staleFacts: {
    __typename: 'StaleFacts',
    total: 12,
    items: [
      { __typename: 'StaleFactsProvider', id: 4, name: 'Never Checked Cabs', factsCheckedOn: null },
      { __typename: 'StaleFactsProvider', id: 9, name: 'Old Facts Shuttle', factsCheckedOn: '2026-07-01' },
    ],
  },
  silentPrograms: { __typename: 'SilentPrograms', total: 1, items: [{ __typename: 'AffiliateProgram', id: '3', name: 'Quiet Network', lastPostbackAt: null }] },
  overClickCap: {
    __typename: 'OverCapClicks',
    total: 1,
    items: [{ __typename: 'OverCapClick', programName: 'Loop Network', clickId: 'c-0001', bookings: 603, lastAt: recent }],
  },
  failedSignIns: { __typename: 'FailedSignIns', total: 2, since: recent, items: [{ __typename: 'FailedSignIn', at: recent, address: '198.51.100.7' }, { __typename: 'FailedSignIn', at: recent, address: null }] },
};

describe("the dashboard's attention list", () => {
  it('shows each kind with its count and links: failed sign-ins, reversed bookings, clicks past the bookings cap, stale facts, silent programs', async () => {
    const api = fakeGraphql({ AdminAttention: () => ({ data: { attention: EVERYTHING } }) });
    renderAdmin(<AttentionList />, { link: api.link });
    const signIns = await screen.findByTestId('attention-sign-ins');
    expect(signIns).toHaveTextContent(T.failedSignIns(2));
    expect(signIns).toHaveTextContent('198.51.100.7');

    const reversed = screen.getByTestId('attention-reversed');
    expect(reversed).toHaveTextContent(T.reversed(1));
    expect(reversed).toHaveTextContent('R-NEW · Refund Network · Triangle Shuttle');
    expect(reversed).toHaveTextContent('$8.00');

    const facts = screen.getByTestId('attention-facts');
    expect(facts).toHaveTextContent(T.staleFacts(12));
    expect(within(facts).getByRole('link', { name: 'Never Checked Cabs' })).toHaveAttribute('href', '/admin/providers/edit/4');
    expect(facts).toHaveTextContent(T.neverChecked);
    expect(facts).toHaveTextContent(T.checkedOn('Jul 1, 2026'));
    expect(facts).toHaveTextContent(T.more(10));

    const overCap = screen.getByTestId('attention-over-click-cap');
    expect(overCap).toHaveTextContent(T.overClickCap(1));
    expect(overCap).toHaveTextContent('c-0001 · Loop Network');
    expect(overCap).toHaveTextContent(T.overCapBookings(603));
    expect(overCap).toHaveTextContent('603 bookings past the cap');

    const silent = screen.getByTestId('attention-silent');
    expect(silent).toHaveTextContent(T.silent(1));
    expect(silent).toHaveTextContent(`Quiet Network${T.noPostback}`);
    expect(within(silent).getByRole('link', { name: 'Affiliate programs' })).toHaveAttribute('href', '/admin/affiliate-programs');
    // The order the operator should look in.
    expect(within(screen.getByTestId('attention')).getAllByTestId(/^attention-/).map((card) => card.getAttribute('aria-label'))).toEqual([
      T.failedSignIns(2),
      T.reversed(1),
      T.overClickCap(1),
      T.staleFacts(12),
      T.silent(1),
    ]);
  });

  it("shows an editor's list (the server leaves out the money) and says when nothing needs attention", async () => {
    const editor = { ...NONE, staleFacts: EVERYTHING.staleFacts };
    const api = fakeGraphql({ AdminAttention: () => ({ data: { attention: editor } }) });
    const { unmount } = renderAdmin(<AttentionList />, { link: api.link });
    expect(await screen.findByTestId('attention-facts')).toBeInTheDocument();
    expect(screen.queryByTestId('attention-reversed')).toBeNull();
    expect(screen.queryByTestId('attention-silent')).toBeNull();
    expect(screen.queryByTestId('attention-over-click-cap')).toBeNull();
    unmount();

    const calm = fakeGraphql({ AdminAttention: () => ({ data: { attention: NONE } }) });
    renderAdmin(<AttentionList />, { link: calm.link });
    expect(await screen.findByText(T.nothing)).toBeInTheDocument();
  });

  it('offers Retry when the list cannot be read', async () => {
    let fail = true;
    const api = fakeGraphql({ AdminAttention: () => (fail ? { errors: [{ message: 'Database away', extensions: { code: 'SERVICE_UNAVAILABLE' } }] } : { data: { attention: NONE } }) });
    renderAdmin(<AttentionList />, { link: api.link });
    expect(await screen.findByText(T.error)).toBeInTheDocument();
    fail = false;
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText(T.nothing)).toBeInTheDocument();
  });

  it('says a calendar day as that day wherever the browser is', () => {
    expect(dayText('2026-11-01')).toBe('Nov 1, 2026');
  });
});
