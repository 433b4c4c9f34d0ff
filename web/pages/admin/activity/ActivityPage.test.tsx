import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { HISTORY_TEXTS } from '../history/auditTexts';
import { ACTIVITY_TEXTS as T, ActivityPage, recordLink } from './ActivityPage';
import { activityCsvHref, auditFilterArgs, readActivityFilters } from './activityFilters';

jest.setTimeout(60_000);

const event = (id: number, over: Record<string, unknown> = {}) => ({
  __typename: 'AuditEvent',
  id,
  at: new Date(Date.now() - id * 60_000).toISOString(),
  actorId: 2,
  actorName: 'dana',
  actorRole: 'OWNER',
  address: '203.0.113.9',
  action: 'update',
  entityType: 'Provider',
  entityId: 3,
  entityLabel: 'Triangle Shuttle',
  version: 4,
  note: null,
  revertOf: null,
  changes: [
    { __typename: 'FieldChange', field: 'serviceArea', before: 'Cary', after: 'Cary and Apex' },
    { __typename: 'FieldChange', field: 'phone', before: null, after: '919-555-0142' },
  ],
  ...over,
});

const EVENTS = [
  event(1),
  event(2, { action: 'sign-in', entityType: 'User', entityId: 2, entityLabel: 'dana', version: null, changes: [] }),
  event(3, { action: 'delete', entityType: 'Faq', entityId: 8, entityLabel: 'Is there Wi-Fi?', actorName: 'sam', actorRole: 'EDITOR', changes: [{ __typename: 'FieldChange', field: 'answer', before: 'Yes.', after: null }] }),
];

const actors = { data: { auditActors: [{ __typename: 'AuditActor', id: 2, name: 'dana', role: 'OWNER' }, { __typename: 'AuditActor', id: 5, name: 'sam', role: 'EDITOR' }] } };
const page = (items: unknown[], total = items.length) => ({ data: { auditEvents: { __typename: 'AuditEventPage', total, items } } });

function Address() {
  const location = useLocation();
  return <output data-testid="address">{location.search}</output>;
}

function renderActivity(link: Parameters<typeof renderAdmin>[1]['link'], route = '/admin/activity') {
  return renderAdmin(
    <>
      <ActivityPage disableVirtualization />
      <Address />
    </>,
    { link, route, path: '/admin/activity' },
  );
}

describe('Activity page', () => {
  it('asks for one page, newest first, and shows who changed which record from where', async () => {
    const api = fakeGraphql({ AdminAuditEvents: () => page(EVENTS, 60), AdminAuditActors: () => actors });
    renderActivity(api.link);
    expect(await screen.findByRole('gridcell', { name: /Is there Wi-Fi\?/ })).toBeInTheDocument();
    expect(api.callsOf('AdminAuditEvents')[0].variables).toEqual({ limit: 25, offset: 0, sort: 'at', order: 'desc' });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = within(rows[0]);
    expect(first.getByText('dana')).toBeInTheDocument();
    expect(first.getByText('Owner')).toBeInTheDocument();
    expect(first.getByText('203.0.113.9')).toBeInTheDocument();
    expect(first.getByText('Updated')).toBeInTheDocument();
    expect(first.getByText('Service area, Phone')).toBeInTheDocument();
    // The provider's edit page; a deleted FAQ has none to go to.
    expect(first.getByRole('link', { name: 'Triangle Shuttle' })).toHaveAttribute('href', '/admin/providers/edit/3');
    expect(within(rows[2]).queryByRole('link')).toBeNull();
    expect(screen.getByText(/of 60/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.csv })).toHaveAttribute('href', '/api/admin/audit.csv');
  });

  it('filters by admin, kind of record, record, change and Raleigh days, kept in the address and the CSV link', async () => {
    const api = fakeGraphql({ AdminAuditEvents: () => page(EVENTS.slice(0, 1)), AdminAuditActors: () => actors });
    renderActivity(api.link, '/admin/activity?type=Provider&from=2026-07-01&to=2026-11-30&page=2');
    await screen.findByRole('gridcell', { name: /Triangle Shuttle/ });
    // July is daylight time (UTC-4), November 30 standard time (UTC-5): each day from its Raleigh midnight.
    expect(api.callsOf('AdminAuditEvents')[0].variables).toEqual({
      limit: 25,
      offset: 25,
      sort: 'at',
      order: 'desc',
      entityType: 'Provider',
      from: '2026-07-01T04:00:00.000Z',
      to: '2026-12-01T05:00:00.000Z',
    });
    expect(screen.getByRole('link', { name: T.csv })).toHaveAttribute('href', '/api/admin/audit.csv?entityType=Provider&from=2026-07-01T04%3A00%3A00.000Z&to=2026-12-01T05%3A00%3A00.000Z');

    // Choosing an admin starts again at the first page.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: T.admin }));
    await act(async () => void fireEvent.click(await screen.findByRole('option', { name: 'sam (Editor)' })));
    await waitFor(() => expect(api.callsOf('AdminAuditEvents').at(-1)!.variables).toMatchObject({ offset: 0, actorId: 5, entityType: 'Provider' }));
    expect(screen.getByTestId('address').textContent).toBe('?type=Provider&from=2026-07-01&to=2026-11-30&admin=5');

    fireEvent.change(screen.getByRole('textbox', { name: T.recordId }), { target: { value: '3x' } });
    await waitFor(() => expect(api.callsOf('AdminAuditEvents').at(-1)!.variables).toMatchObject({ entityId: 3 }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: T.action }));
    await act(async () => void fireEvent.click(await screen.findByRole('option', { name: 'Reverted' })));
    await waitFor(() => expect(api.callsOf('AdminAuditEvents').at(-1)!.variables).toMatchObject({ action: 'revert' }));

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: T.clear })));
    await waitFor(() => expect(api.callsOf('AdminAuditEvents').at(-1)!.variables).toEqual({ limit: 25, offset: 0, sort: 'at', order: 'desc' }));
    expect(screen.getByTestId('address').textContent).toBe('');
  });

  it('opens a change with every field before and after, and reverts it after a confirmation', async () => {
    const api = fakeGraphql({
      AdminAuditEvents: () => page(EVENTS),
      AdminAuditActors: () => actors,
      AdminRevertAuditEvent: (v) => ({ data: { revertAuditEvent: event(99, { action: 'revert', revertOf: v.id }) } }),
    });
    renderActivity(api.link);
    fireEvent.click(await screen.findByRole('gridcell', { name: /Service area, Phone/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Change #1' });
    expect(within(drawer).getByLabelText('Service area before')).toHaveTextContent('Cary');
    expect(within(drawer).getByLabelText('Service area after')).toHaveTextContent('Cary and Apex');
    expect(within(drawer).getByLabelText('Phone before')).toHaveTextContent('not stated');
    expect(within(drawer).getByText(/from 203\.0\.113\.9 · version 4/)).toBeInTheDocument();
    fireEvent.click(within(drawer).getByRole('button', { name: /^Revert updated by dana/ }));
    const confirm = await screen.findByRole('dialog', { name: HISTORY_TEXTS.revertTitle });
    await act(async () => void fireEvent.click(within(confirm).getByRole('button', { name: HISTORY_TEXTS.revert })));
    expect(await screen.findByText(HISTORY_TEXTS.reverted)).toBeInTheDocument();
    expect(api.callsOf('AdminRevertAuditEvent')[0].variables).toEqual({ id: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change #1' })).toBeNull());
    // A sign-in can be opened, but offers nothing to revert.
    fireEvent.click(await screen.findByRole('gridcell', { name: /^dana\s*Account #2/ }, { timeout: 3000 }));
    const signIn = await screen.findByRole('dialog', { name: 'Change #2' });
    expect(within(signIn).queryByRole('button', { name: /^Revert/ })).toBeNull();
  });

  it('tells an editor the page is for owners', async () => {
    const denied = { errors: [{ message: 'Only an owner can do this', extensions: { code: 'FORBIDDEN' } }] };
    const api = fakeGraphql({ AdminAuditEvents: () => denied, AdminAuditActors: () => denied });
    renderActivity(api.link);
    expect(await screen.findByTestId('activity-denied')).toHaveTextContent(T.denied);
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('says when nothing matches the filters', async () => {
    const api = fakeGraphql({ AdminAuditEvents: () => page([]), AdminAuditActors: () => actors });
    renderActivity(api.link, '/admin/activity?action=restore');
    expect(await screen.findByText(T.noMatch)).toBeInTheDocument();
  });
});

describe('activity filters', () => {
  it('ignore what the page cannot use in a hand-edited address', () => {
    const filters = readActivityFilters(new URLSearchParams('admin=abc&type=Spaceship&record=0&action=fly&from=2026-02-30&to=2026-11-30'));
    expect(filters).toEqual({ to: '2026-11-30' });
    expect(auditFilterArgs(filters)).toEqual({ to: '2026-12-01T05:00:00.000Z' });
    expect(activityCsvHref({})).toBe('/api/admin/audit.csv');
  });

  it('link each kind of record to where it is edited', () => {
    const base = { action: 'update', entityId: 4, entityLabel: 'Spring banner' };
    expect(recordLink({ ...base, entityType: 'AdSpot' })).toBe('/admin/adspots?q=Spring+banner');
    expect(recordLink({ ...base, entityType: 'AffiliateProgram' })).toBe('/admin/affiliate-programs');
    expect(recordLink({ ...base, entityType: 'User' })).toBeNull();
    expect(recordLink({ ...base, entityType: 'Provider', action: 'delete' })).toBeNull();
  });
});
