import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AIRPORT_OPTION_MESSAGES } from '../../../../api/domain/airportOptions';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { AIRPORT_OPTION_FIELD_TEXTS as F, AIRPORT_OPTION_ORDER_TEXTS as T, AirportOptionsPage, NO_AIRPORT_OPTIONS } from './AirportOptionsPage';

const act$ = (fn: () => void) => act(async () => void fn());

type Row = Record<string, any> & { id: number; position: number; title: string };
const option = (id: number, title: string, position: number, more: Partial<Row> = {}): Row => ({
  __typename: 'AdminAirportOption',
  id,
  version: 1,
  title,
  description: 'Open at the terminals, no booking needed.',
  availability: 'Any hour',
  linkUrl: null,
  phone: null,
  accessible: false,
  enabled: true,
  position,
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...more,
});

/** A fake server holding `rows`: the list in order, create last, move in one step, delete closing the gap. */
function airportServer(start: Row[]) {
  let rows = [...start];
  const ordered = () => [...rows].sort((a, b) => a.position - b.position);
  const renumber = (ids: number[]) => (rows = rows.map((r) => ({ ...r, position: ids.indexOf(r.id) + 1 })));
  const api = fakeGraphql({
    AdminAirportOptions: () => ({ data: { adminAirportOptions: ordered() } }),
    AdminCreateAirportOption: ({ input }: Record<string, any>) => {
      const row = option(100 + rows.length, input.title, rows.length + 1, input);
      rows.push(row);
      return { data: { createAirportOption: row } };
    },
    AdminUpdateAirportOption: ({ id, input }: Record<string, any>) => {
      const { expectedVersion: _read, ...facts } = input;
      rows = rows.map((r) => (r.id === id ? { ...r, ...facts, version: r.version + 1 } : r));
      return { data: { updateAirportOption: rows.find((r) => r.id === id) } };
    },
    AdminMoveAirportOption: ({ id, to }: Record<string, any>) => {
      const order = ordered().map((r) => r.id);
      const from = order.indexOf(id);
      const at = { TOP: 0, BOTTOM: order.length - 1, UP: Math.max(0, from - 1), DOWN: Math.min(order.length - 1, from + 1) }[to as string]!;
      order.splice(from, 1);
      order.splice(at, 0, id);
      renumber(order);
      return { data: { moveAirportOption: rows.find((r) => r.id === id) } };
    },
    AdminDeleteAirportOption: ({ id }: Record<string, any>) => {
      rows = rows.filter((r) => r.id !== id);
      renumber(ordered().map((r) => r.id));
      return { data: { deleteAirportOption: true } };
    },
  });
  return api;
}

const shown = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('Airport options page', () => {
  it('lists the options in the order of the answer, hidden and accessible ones marked', async () => {
    const api = airportServer([
      option(2, 'GoTriangle Route 100', 2, { availability: '5am to midnight', linkUrl: 'https://gotriangle.org', accessible: true }),
      option(1, 'Taxi rank', 1, { phone: '(919) 555-0123' }),
      option(3, 'Airport accessible transport', 3, { enabled: false }),
    ]);
    renderAdmin(<AirportOptionsPage />, { link: api.link });
    await screen.findByRole('article', { name: 'Taxi rank' });
    expect(shown()).toEqual(['Taxi rank', 'GoTriangle Route 100', 'Airport accessible transport']);
    const transit = screen.getByRole('article', { name: 'GoTriangle Route 100' });
    expect(transit).toHaveTextContent(T.position(2));
    expect(transit).toHaveTextContent('5am to midnight');
    expect(transit).toHaveTextContent('Wheelchair accessible');
    expect(within(transit).getByRole('link', { name: 'https://gotriangle.org' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('article', { name: 'Taxi rank' })).toHaveTextContent('(919) 555-0123');
    expect(screen.getByRole('article', { name: 'Airport accessible transport' })).toHaveTextContent(F.hidden);
    expect(screen.getByRole('article', { name: 'Taxi rank' })).not.toHaveTextContent(F.hidden);
  });

  it('says so when there is none yet, and the add sheet opens from there', async () => {
    const api = airportServer([]);
    renderAdmin(<AirportOptionsPage />, { link: api.link });
    await screen.findByText(NO_AIRPORT_OPTIONS);
    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Add Airport Option' })));
    expect(screen.getByRole('dialog', { name: 'Add Airport Option' })).toBeInTheDocument();
  });

  it("refuses what the server would (the server's messages), then sends the option with blanks as none", async () => {
    const api = airportServer([option(1, 'Taxi rank', 1)]);
    renderAdmin(<AirportOptionsPage />, { link: api.link });
    await screen.findByRole('article', { name: 'Taxi rank' });
    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Add Airport Option' })));
    const sheet = screen.getByRole('dialog', { name: 'Add Airport Option' });
    const field = (name: RegExp) => within(sheet).getByRole('textbox', { name });

    fireEvent.change(field(/^Title/), { target: { value: 'Bu' } });
    fireEvent.change(field(/^Link URL/), { target: { value: 'http://gotriangle.org' } });
    fireEvent.change(field(/^Phone/), { target: { value: 'call us' } });
    await act$(() => fireEvent.click(within(sheet).getByRole('button', { name: 'Create Airport Option' })));
    expect(await within(sheet).findByText(AIRPORT_OPTION_MESSAGES.title)).toBeInTheDocument();
    expect(within(sheet).getByText(AIRPORT_OPTION_MESSAGES.description)).toBeInTheDocument();
    expect(within(sheet).getByText(AIRPORT_OPTION_MESSAGES.linkUrl)).toBeInTheDocument();
    expect(within(sheet).getByText(AIRPORT_OPTION_MESSAGES.phone)).toBeInTheDocument();
    expect(api.callsOf('AdminCreateAirportOption')).toHaveLength(0);

    fireEvent.change(field(/^Title/), { target: { value: '  GoTriangle Route 100 ' } });
    fireEvent.change(field(/^Description/), { target: { value: 'Buses to Raleigh and Durham from the terminals.' } });
    fireEvent.change(field(/^When/), { target: { value: '5am to midnight' } });
    fireEvent.change(field(/^Link URL/), { target: { value: 'https://gotriangle.org' } });
    fireEvent.change(field(/^Phone/), { target: { value: ' ' } });
    await act$(() => fireEvent.click(within(sheet).getByRole('switch', { name: F.accessible })));
    await act$(() => fireEvent.click(within(sheet).getByRole('button', { name: 'Create Airport Option' })));

    await screen.findByRole('article', { name: 'GoTriangle Route 100' });
    expect(api.callsOf('AdminCreateAirportOption')[0].variables).toEqual({
      input: {
        title: 'GoTriangle Route 100',
        description: 'Buses to Raleigh and Durham from the terminals.',
        availability: '5am to midnight',
        linkUrl: 'https://gotriangle.org',
        phone: null,
        accessible: true,
        enabled: true,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Airport Option' })).toBeNull());
    expect(shown()).toEqual(['Taxi rank', 'GoTriangle Route 100']);
  });

  it('edits an option naming the version it was read at', async () => {
    const api = airportServer([option(1, 'Taxi rank', 1, { version: 4 })]);
    renderAdmin(<AirportOptionsPage />, { link: api.link });
    await screen.findByRole('article', { name: 'Taxi rank' });
    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Edit Taxi rank' })));
    const sheet = screen.getByRole('dialog', { name: 'Edit Airport Option' });
    expect(within(sheet).getByRole('switch', { name: F.enabled })).toBeChecked();
    await act$(() => fireEvent.click(within(sheet).getByRole('switch', { name: F.enabled })));
    await act$(() => fireEvent.click(within(sheet).getByRole('button', { name: 'Update Airport Option' })));
    await waitFor(() => expect(api.callsOf('AdminUpdateAirportOption')).toHaveLength(1));
    expect(api.callsOf('AdminUpdateAirportOption')[0].variables).toMatchObject({ id: 1, input: { title: 'Taxi rank', enabled: false, expectedVersion: 4 } });
    await waitFor(() => expect(screen.getByRole('article', { name: 'Taxi rank' })).toHaveTextContent(F.hidden));
  });

  it('moves an option in one step: to the top, up, down or to the bottom', async () => {
    const api = airportServer([option(1, 'Taxi rank', 1), option(2, 'Transit', 2), option(3, 'Accessible transport', 3)]);
    renderAdmin(<AirportOptionsPage />, { link: api.link });
    await screen.findByRole('article', { name: 'Taxi rank' });
    expect(screen.getByRole('button', { name: T.up('Taxi rank') })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.top('Taxi rank') })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.down('Accessible transport') })).toBeDisabled();
    expect(screen.getByRole('button', { name: T.bottom('Accessible transport') })).toBeDisabled();

    await act$(() => fireEvent.click(screen.getByRole('button', { name: T.up('Transit') })));
    await screen.findByText(T.moved(1));
    expect(api.callsOf('AdminMoveAirportOption')[0].variables).toEqual({ id: 2, to: 'UP', expectedVersion: 1 });
    await waitFor(() => expect(shown()).toEqual(['Transit', 'Taxi rank', 'Accessible transport']));

    await act$(() => fireEvent.click(screen.getByRole('button', { name: T.top('Accessible transport') })));
    await waitFor(() => expect(shown()).toEqual(['Accessible transport', 'Transit', 'Taxi rank']));
    await act$(() => fireEvent.click(screen.getByRole('button', { name: T.bottom('Accessible transport') })));
    await waitFor(() => expect(shown()).toEqual(['Transit', 'Taxi rank', 'Accessible transport']));
    expect(api.callsOf('AdminMoveAirportOption').map((c) => c.variables.to)).toEqual(['UP', 'TOP', 'BOTTOM']);
  });

  it('deletes an option only once the admin confirms', async () => {
    const api = airportServer([option(1, 'Taxi rank', 1), option(2, 'Transit', 2, { version: 3 })]);
    renderAdmin(<AirportOptionsPage />, { link: api.link });
    await screen.findByRole('article', { name: 'Transit' });

    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Delete Transit' })));
    let confirm = screen.getByRole('dialog');
    expect(confirm).toHaveTextContent('This will permanently delete the airport option “Transit”.');
    await act$(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsOf('AdminDeleteAirportOption')).toHaveLength(0);

    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Delete Transit' })));
    confirm = screen.getByRole('dialog');
    await act$(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(shown()).toEqual(['Taxi rank']));
    expect(api.callsOf('AdminDeleteAirportOption')[0].variables).toEqual({ id: 2, expectedVersion: 3 });
  });
});
