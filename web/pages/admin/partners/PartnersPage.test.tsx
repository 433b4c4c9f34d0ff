import { act, fireEvent, screen, within } from '@testing-library/react';
import { PARTNERS_PAGE_TEXTS as T, PARTNER_TEXTS } from '../../../../api/domain/partners';
import { fakeGraphql, renderAdmin, type Handlers } from '../../../../tests/support/renderAdmin';
import PartnersPage, { PARTNERS_GRID_TEXTS as G } from './PartnersPage';

jest.setTimeout(60_000);

const act$ = (fn: () => void) => act(async () => void fn());

const partner = (over: Record<string, unknown>) => ({
  __typename: 'Partner',
  version: 1,
  allowedOrigins: [],
  revenueSharePercent: 25,
  contact: null,
  webhookUrl: null,
  quotaPerMinute: 600,
  keyHint: 'Ab9z',
  webhookSecretHint: 'c0de',
  disabledAt: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  ...over,
});
const travelco = partner({ id: '3', name: 'TravelCo', slug: 'travelco', allowedOrigins: ['https://app.travelco.example'], version: 2 });
const gone = partner({ id: '4', name: 'Gone Travel', slug: 'gone', disabledAt: '2026-11-20T12:00:00.000Z' });

function renderPage(handlers: Handlers = {}) {
  const api = fakeGraphql({ AdminPartners: () => ({ data: { partners: [travelco, gone] } }), ...handlers });
  renderAdmin(<PartnersPage disableVirtualization />, { link: api.link });
  return api;
}

async function openAction(name: string, label: string) {
  const grid = await screen.findByRole('grid', { name: G.grid });
  const row = (await within(grid).findByText(name)).closest('[role="row"]') as HTMLElement;
  await act$(() => fireEvent.click(within(row).getByRole('button', { name: G.moreActions })));
  await act$(() => fireEvent.click(screen.getByRole('menuitem', { name: label })));
}

describe('partners page', () => {
  it('lists partners with share, quota, origins, the key’s last four characters and status', async () => {
    renderPage();
    const grid = await screen.findByRole('grid', { name: G.grid });
    const rows = await within(grid).findAllByRole('row');
    const row = rows.find((r) => r.textContent?.includes('TravelCo'))!;
    expect(row).toHaveTextContent('25%');
    expect(row).toHaveTextContent('600/min');
    expect(row).toHaveTextContent('https://app.travelco.example');
    expect(row).toHaveTextContent('…Ab9z');
    expect(row).toHaveTextContent(T.active);
    expect(rows.find((r) => r.textContent?.includes('Gone Travel'))).toHaveTextContent(T.disabled);
  });

  it('says so when there is none', async () => {
    renderAdmin(<PartnersPage disableVirtualization />, { link: fakeGraphql({ AdminPartners: () => ({ data: { partners: [] } }) }).link });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('adds a partner, shows the server’s field message, then shows the key once', async () => {
    let tries = 0;
    const api = renderPage({
      CreatePartner: () =>
        ++tries === 1
          ? { data: null, errors: [{ message: PARTNER_TEXTS.origin('https://x.example/app'), extensions: { code: 'BAD_USER_INPUT', errors: { allowedOrigins: PARTNER_TEXTS.origin('https://x.example/app') } } }] }
          : { data: { createPartner: { __typename: 'PartnerWithKey', key: 'rdu_pk_THE-KEY', partner: partner({ id: '9', name: 'New Travel', slug: 'new-travel' }) } } },
    });
    const add = await screen.findByRole('button', { name: T.add });
    await act$(() => fireEvent.click(add));
    const dialog = await screen.findByRole('dialog', { name: T.add });
    await act$(() => fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'New Travel' } }));
    await act$(() => fireEvent.change(within(dialog).getByLabelText(/^Slug/), { target: { value: 'new-travel' } }));
    await act$(() => fireEvent.change(within(dialog).getByLabelText(G.fields.allowedOrigins), { target: { value: 'https://x.example/app' } }));
    await act$(() => fireEvent.click(within(dialog).getByRole('button', { name: G.create })));
    expect((await within(dialog).findAllByText(PARTNER_TEXTS.origin('https://x.example/app'))).length).toBeGreaterThan(0);
    await act$(() => fireEvent.change(within(dialog).getByLabelText(G.fields.allowedOrigins), { target: { value: 'https://x.example' } }));
    await act$(() => fireEvent.click(within(dialog).getByRole('button', { name: G.create })));
    const keyDialog = await screen.findByRole('dialog', { name: `${T.keyTitle}: New Travel` });
    expect(within(keyDialog).getByTestId('partner-key')).toHaveValue('rdu_pk_THE-KEY');
    expect(keyDialog).toHaveTextContent(T.keyOnce);
    expect(api.callsOf('CreatePartner')[1].variables).toEqual({
      input: { name: 'New Travel', slug: 'new-travel', revenueSharePercent: 0, quotaPerMinute: 600, contact: null, webhookUrl: null, allowedOrigins: ['https://x.example'] },
    });
  });

  it('makes a new key after a confirmation, naming the version it read, and shows it once', async () => {
    const api = renderPage({ RotatePartnerKey: () => ({ data: { rotatePartnerKey: { __typename: 'PartnerWithKey', key: 'rdu_pk_NEW', partner: { ...travelco, version: 3 } } } }) });
    await openAction('TravelCo', T.rotate);
    const confirm = await screen.findByRole('dialog', { name: `${T.rotate}: TravelCo` });
    expect(confirm).toHaveTextContent(T.rotateConfirm);
    await act$(() => fireEvent.click(within(confirm).getByRole('button', { name: T.rotate })));
    expect(within(await screen.findByRole('dialog', { name: `${T.keyTitle}: TravelCo` })).getByTestId('partner-key')).toHaveValue('rdu_pk_NEW');
    expect(api.callsOf('RotatePartnerKey')[0].variables).toEqual({ id: '3', expectedVersion: 2 });
  });
});
