import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_TEXTS } from '../../../../api/domain/accounts';
import { adminUser, fakeGraphql, renderAdmin, type Handlers } from '../../../../tests/support/renderAdmin';
import { AuthProvider } from '../auth/AuthContext';
import AccountsPage, { ACCOUNTS_TEXTS as T } from './AccountsPage';
import { ADD_ACCOUNT_TEXTS as ADD } from './AddAccountDialog';
import { ONE_TIME_TEXTS } from './OneTimePasswordDialog';

jest.setTimeout(60_000);

const act$ = (fn: () => void) => act(async () => void fn());

const row = (over: Record<string, unknown>) => ({
  __typename: 'User',
  role: 'EDITOR',
  nextStep: null,
  mustChangePassword: false,
  twoFactorEnabled: false,
  disabled: false,
  lastSignInAt: '2026-11-28T15:00:00.000Z',
  createdAt: '2026-10-01T12:00:00.000Z',
  version: 1,
  ...over,
});
const owner = row({ id: 1, username: 'admin', role: 'OWNER', version: 4 });
const editor = row({ id: 7, username: 'dana', twoFactorEnabled: true, version: 2 });

function renderPage(handlers: Handlers) {
  const api = fakeGraphql({
    AdminMe: () => ({ data: { me: adminUser } }),
    AdminAccounts: () => ({ data: { accounts: [owner, editor] } }),
    AdminSecuritySettings: () => ({ data: { securitySettings: { __typename: 'SecuritySettings', requireTwoFactor: false } } }),
    ...handlers,
  });
  renderAdmin(
    <AuthProvider>
      <AccountsPage />
    </AuthProvider>,
    { link: api.link },
  );
  return api;
}

async function openAction(username: string, label: string) {
  const grid = await screen.findByRole('grid', { name: T.grid });
  const cellRow = (await within(grid).findByText(username)).closest('[role="row"]') as HTMLElement;
  await act$(() => fireEvent.click(within(cellRow).getByRole('button', { name: T.moreActions })));
  const item = await screen.findByRole('menuitem', { name: label });
  await act$(() => fireEvent.click(item));
}

describe('accounts page', () => {
  it('lists the administrators with role, two-factor, last sign-in and status', async () => {
    renderPage({});
    const grid = await screen.findByRole('grid', { name: T.grid });
    await within(grid).findByText('dana');
    const rows = await within(grid).findAllByRole('row');
    const admin = rows.find((r) => r.textContent?.includes('admin'))!;
    expect(admin).toHaveTextContent(T.you);
    expect(admin).toHaveTextContent('Owner');
    expect(admin).toHaveTextContent(T.off);
    const dana = rows.find((r) => r.textContent?.includes('dana'))!;
    expect(dana).toHaveTextContent('Editor');
    expect(dana).toHaveTextContent(T.on);
    expect(dana).toHaveTextContent(T.active);
  });

  it('adds an account and shows its one-time password once', async () => {
    const api = renderPage({
      AdminCreateAccount: (v) => ({
        data: { createAccount: { __typename: 'AccountWithPassword', account: row({ id: 9, username: (v.input as { username: string }).username, nextStep: 'CHANGE_PASSWORD', mustChangePassword: true }), oneTimePassword: 'abcde-fghjk-mnpqr-stuvw' } },
      }),
    });
    await act$(() => fireEvent.click(screen.getByRole('button', { name: T.add })));
    const dialog = await screen.findByRole('dialog', { name: ADD.title });
    await act$(() => fireEvent.change(within(dialog).getByLabelText(ADD.username), { target: { value: 'new person' } }));
    await act$(() => fireEvent.click(within(dialog).getByRole('button', { name: ADD.submit })));
    expect(await within(dialog).findByText(ACCOUNT_TEXTS.usernameFormat)).toBeInTheDocument();
    expect(api.callsOf('AdminCreateAccount')).toHaveLength(0);
    await act$(() => fireEvent.change(within(dialog).getByLabelText(ADD.username), { target: { value: 'newperson' } }));
    await act$(() => fireEvent.click(within(dialog).getByRole('button', { name: ADD.submit })));
    const handOver = await screen.findByRole('dialog', { name: ONE_TIME_TEXTS.title });
    expect(within(handOver).getByTestId('one-time-password')).toHaveTextContent('abcde-fghjk-mnpqr-stuvw');
    expect(within(handOver).getByText(ONE_TIME_TEXTS.intro('newperson'))).toBeInTheDocument();
    expect(api.callsOf('AdminCreateAccount')[0].variables).toEqual({ input: { username: 'newperson', role: 'EDITOR' } });
  });

  it('disables an account after a confirmation, naming the version it read', async () => {
    const api = renderPage({ AdminDisableAccount: () => ({ data: { disableAccount: { ...editor, disabled: true, version: 3 } } }) });
    await openAction('dana', 'Disable');
    const confirm = await screen.findByRole('dialog', { name: 'Disable account?' });
    expect(confirm).toHaveTextContent('dana is signed out everywhere');
    await act$(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Disable' })));
    expect(await screen.findByText(T.done.disable('dana'))).toBeInTheDocument();
    expect(api.callsOf('AdminDisableAccount')[0].variables).toEqual({ id: 7, expectedVersion: 2 });
  });

  it("says why the last owner cannot be made an editor (the server's word)", async () => {
    renderPage({ AdminUpdateAccount: () => ({ data: null, errors: [{ message: ACCOUNT_TEXTS.lastOwner, extensions: { code: 'CONFLICT', errors: { role: ACCOUNT_TEXTS.lastOwner } } }] }) });
    await openAction('admin', 'Make editor');
    const confirm = await screen.findByRole('dialog', { name: 'Make editor?' });
    await act$(() => fireEvent.click(within(confirm).getByRole('button', { name: 'Make editor' })));
    expect(await screen.findByText(ACCOUNT_TEXTS.lastOwner)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Make editor?' })).toBeNull());
  });

  it('requires two-factor sign-in for everyone, or says why not', async () => {
    let tries = 0;
    const api = renderPage({
      AdminUpdateSecuritySettings: () =>
        ++tries === 1
          ? { data: null, errors: [{ message: ACCOUNT_TEXTS.ownTwoFactorFirst, extensions: { code: 'CONFLICT' } }] }
          : { data: { updateSecuritySettings: { __typename: 'SecuritySettings', requireTwoFactor: true } } },
    });
    const toggle = await screen.findByRole('switch', { name: T.requireTwoFactor });
    await waitFor(() => expect(toggle).toBeEnabled());
    await act$(() => fireEvent.click(toggle));
    expect(await screen.findByText(ACCOUNT_TEXTS.ownTwoFactorFirst)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
    await act$(() => fireEvent.click(toggle));
    expect(await screen.findByText(T.requireOn)).toBeInTheDocument();
    expect(api.callsOf('AdminUpdateSecuritySettings').map((c) => c.variables)).toEqual([{ input: { requireTwoFactor: true } }, { input: { requireTwoFactor: true } }]);
  });
});
