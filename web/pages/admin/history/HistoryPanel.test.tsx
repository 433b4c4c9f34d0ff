import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { HISTORY_TEXTS as T } from './auditTexts';
import { HistoryPanel } from './HistoryPanel';

jest.setTimeout(30_000);

const NOW = Date.now();
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
/** Within the last two hours: today or, just after midnight in Raleigh, yesterday. */
const RECENT = /^(Today|Yesterday), \d{1,2}:\d\d [AP]M E[SD]T$/;

type Change = { field: string; before: unknown; after: unknown };
const event = (id: number, action: string, changes: Change[], over: Record<string, unknown> = {}) => ({
  __typename: 'AuditEvent',
  id,
  at: ago(100 - id),
  actorId: 1,
  actorName: 'dana',
  actorRole: 'OWNER',
  address: '203.0.113.9',
  action,
  entityType: 'Provider',
  entityId: 3,
  entityLabel: 'Triangle Shuttle',
  version: id,
  note: null,
  revertOf: null,
  changes: changes.map((c) => ({ __typename: 'FieldChange', ...c })),
  ...over,
});

const HOURS_BEFORE = [{ day: 1, opens: '05:00', closes: '23:00' }];
const HOURS_AFTER = [
  { day: 1, opens: '06:00', closes: '22:00' },
  { day: 6, opens: '08:00', closes: '12:00' },
];
const LONG_POLICY = Array.from({ length: 8 }, (_, i) => `Rule ${i + 1}: cancellations are free up to two hours before pickup.`).join('\n');

const EVENTS = [
  event(5, 'update', [
    { field: 'hours', before: HOURS_BEFORE, after: HOURS_AFTER },
    { field: 'accessibility', before: null, after: { wheelchairVehicle: true, foldingWheelchair: false, serviceAnimals: true, notes: 'Ramp van' } },
    { field: 'cancellationPolicy', before: 'Call us.', after: LONG_POLICY },
  ]),
  event(4, 'update', [{ field: 'phone', before: '919-555-0100', after: '919-555-0199' }], { actorName: 'sam', actorRole: 'EDITOR' }),
  event(1, 'create', [
    { field: 'name', before: null, after: 'Triangle Shuttle' },
    { field: 'fares', before: null, after: [{ place: 'Cary', amount: 18 }] },
  ]),
];

const page = (items: unknown[], total = items.length) => ({ data: { recordHistory: { __typename: 'AuditEventPage', total, items } } });

describe('History panel', () => {
  it('lists the changes newest first: who, role, when, and each field before and after in words', async () => {
    const api = fakeGraphql({ AdminRecordHistory: () => page(EVENTS) });
    renderAdmin(<HistoryPanel entityType="Provider" entityId={3} />, { link: api.link });
    const items = await screen.findAllByTestId('history-event');
    expect(items).toHaveLength(3);
    expect(api.callsOf('AdminRecordHistory')[0].variables).toEqual({ entityType: 'Provider', entityId: 3, limit: 10 });
    expect(screen.getByText(T.count(3))).toBeInTheDocument();

    const newest = within(items[0]);
    expect(newest.getByText('Updated')).toBeInTheDocument();
    expect(newest.getByText('dana')).toBeInTheDocument();
    expect(newest.getByText('Owner')).toBeInTheDocument();
    expect(newest.getByText(RECENT)).toHaveAttribute('datetime', EVENTS[0].at);
    expect(newest.getByText(/from 203\.0\.113\.9 · version 5/)).toBeInTheDocument();
    // Hours read as days and times, accessibility as one fact a line.
    expect(newest.getByLabelText('Hours before')).toHaveTextContent('Mon 5am–11pm');
    expect(newest.getByLabelText('Hours after').textContent).toBe('Mon 6am–10pm\nSat 8am–noon');
    expect(newest.getByLabelText('Accessibility before')).toHaveTextContent('not stated');
    expect(newest.getByLabelText('Accessibility after').textContent).toBe('Wheelchair vehicle: Yes\nFolding wheelchair: No\nService animals: Yes\nNotes: Ramp van');
    // A long value is folded until asked.
    const policy = newest.getByLabelText('Cancellation policy after');
    expect(policy.textContent!.split('\n')).toHaveLength(4);
    fireEvent.click(within(newest.getByTestId('change-cancellationPolicy-after')).getByRole('button', { name: T.showMore }));
    expect(newest.getByLabelText('Cancellation policy after').textContent).toBe(LONG_POLICY);

    expect(within(items[1]).getByText('Editor')).toBeInTheDocument();
    // A creation shows the values it set, and offers no Revert.
    expect(within(items[2]).getByText('Created')).toBeInTheDocument();
    expect(within(items[2]).getByLabelText('Fares after')).toHaveTextContent('Cary: $18.00');
    expect(within(items[2]).queryByLabelText('Fares before')).toBeNull();
    expect(within(items[2]).queryByRole('button', { name: /^Revert/ })).toBeNull();
    expect(within(items[0]).getByRole('button', { name: /^Revert updated by dana/ })).toBeInTheDocument();
  });

  it('loads older changes on "Load more"', async () => {
    const all = Array.from({ length: 13 }, (_, i) => event(13 - i, 'update', [{ field: 'rating', before: String(i), after: String(i + 1) }]));
    const api = fakeGraphql({ AdminRecordHistory: (v) => page(all.slice(0, v.limit as number), all.length) });
    renderAdmin(<HistoryPanel entityType="Provider" entityId={3} />, { link: api.link });
    expect(await screen.findAllByTestId('history-event')).toHaveLength(10);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: T.loadMore(3) })));
    await waitFor(() => expect(screen.getAllByTestId('history-event')).toHaveLength(13));
    expect(api.callsOf('AdminRecordHistory').map((c) => c.variables.limit)).toEqual([10, 20]);
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
  });

  it('reverts a change after a confirmation, then refreshes the record and the history', async () => {
    let reverted = false;
    const revertEvent = event(6, 'revert', [{ field: 'phone', before: '919-555-0199', after: '919-555-0100' }], { revertOf: 4, note: 'Undid change #4 (update)' });
    const api = fakeGraphql({
      AdminRecordHistory: () => page(reverted ? [revertEvent, ...EVENTS.slice(1)] : EVENTS.slice(1)),
      AdminRevertAuditEvent: () => {
        reverted = true;
        return { data: { revertAuditEvent: revertEvent } };
      },
    });
    const onReverted = jest.fn();
    renderAdmin(<HistoryPanel entityType="Provider" entityId={3} onReverted={onReverted} keepRecordCached inForm />, { link: api.link });
    const revert = await screen.findByRole('button', { name: /^Revert updated by sam/ });
    fireEvent.click(revert);
    const dialog = await screen.findByRole('dialog', { name: T.revertTitle });
    expect(dialog).toHaveTextContent("This sets the phone back to the values before sam's change");
    expect(dialog).toHaveTextContent(T.revertFormNote);
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: T.revert })));
    await waitFor(() => expect(onReverted).toHaveBeenCalledTimes(1));
    expect(api.callsOf('AdminRevertAuditEvent')[0].variables).toEqual({ id: 4 });
    expect(await screen.findByText(T.reverted)).toBeInTheDocument();
    // The history is read again: the revert is its newest change.
    await waitFor(() => expect(within(screen.getAllByTestId('history-event')[0]).getByText('Reverted')).toBeInTheDocument());
    expect(screen.getByText('Undid change #4 (update)')).toBeInTheDocument();
  });

  it('explains a refused revert: the record changed since, by whom and when', async () => {
    const api = fakeGraphql({
      AdminRecordHistory: () => page(EVENTS),
      AdminRevertAuditEvent: () => ({
        errors: [{ message: 'This provider was changed by dana since you opened it.', extensions: { code: 'CONFLICT', version: 5, changedBy: 'dana', changedAt: ago(5) } }],
      }),
    });
    const onReverted = jest.fn();
    renderAdmin(<HistoryPanel entityType="Provider" entityId={3} onReverted={onReverted} />, { link: api.link });
    fireEvent.click(await screen.findByRole('button', { name: /^Revert updated by sam/ }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => void fireEvent.click(within(dialog).getByRole('button', { name: T.revert })));
    const note = await screen.findByTestId('revert-conflict');
    expect(note).toHaveTextContent(T.conflictTitle);
    expect(note).toHaveTextContent(/This provider was changed by dana \((Today|Yesterday), .+\), after the change you chose/);
    // It sits under the change that was asked for.
    expect(within(screen.getAllByTestId('history-event')[1]).getByTestId('revert-conflict')).toBe(note);
    expect(onReverted).not.toHaveBeenCalled();
  });

  it('says when nothing is recorded, and offers Retry when the history cannot be read', async () => {
    const empty = fakeGraphql({ AdminRecordHistory: () => page([]) });
    const { unmount } = renderAdmin(<HistoryPanel entityType="Faq" entityId={9} />, { link: empty.link });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    unmount();

    let fail = true;
    const failing = fakeGraphql({ AdminRecordHistory: () => (fail ? { errors: [{ message: 'Database away', extensions: { code: 'SERVICE_UNAVAILABLE' } }] } : page(EVENTS)) });
    renderAdmin(<HistoryPanel entityType="Faq" entityId={9} />, { link: failing.link });
    expect(await screen.findByText(`${T.error}: Database away`)).toBeInTheDocument();
    fail = false;
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findAllByTestId('history-event')).toHaveLength(3);
  });

  it('starts folded on a phone and opens on request', async () => {
    const original = window.matchMedia;
    window.matchMedia = (query: string) =>
      ({ matches: /max-width/.test(query), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
    try {
      const api = fakeGraphql({ AdminRecordHistory: () => page(EVENTS) });
      renderAdmin(<HistoryPanel entityType="Provider" entityId={3} />, { link: api.link });
      const summary = await screen.findByRole('button', { name: /History/ });
      expect(summary).toHaveAttribute('aria-expanded', 'false');
      // The count shows while folded.
      expect(await screen.findByText(T.count(3))).toBeInTheDocument();
      fireEvent.click(summary);
      expect(summary).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getAllByTestId('history-event')[0]).toBeVisible();
    } finally {
      window.matchMedia = original;
    }
  });
});
