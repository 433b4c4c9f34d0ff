import { act, fireEvent, screen, within } from '@testing-library/react';
import { AuthProvider } from '../auth/AuthContext';
import { Route, Routes } from 'react-router-dom';
import { adminUser, editorUser, fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { MY_ACCOUNT_TEXTS, PASSWORD_TEXTS } from '../account/accountTexts';
import { OWNER_ONLY_TEXT } from '../components/AccessDenied';
import { DashboardPage } from '../dashboard/DashboardPage';
import { AdminLayout } from './AdminLayout';

// The whole admin shell (MUI drawer, nav, the account's setup page) renders in each test.
jest.setTimeout(30_000);

const stats = { __typename: 'Stats', providerCount: 6, resourceCount: 5, faqCount: 8, contactCount: 2, unreadContactCount: 1 };

function renderLayout(me: typeof adminUser | null, route = '/admin/faqs') {
  const api = fakeGraphql({ AdminMe: () => ({ data: { me } }), AdminStats: () => ({ data: { stats } }) });
  renderAdmin(
    <AuthProvider>
      <Routes>
        <Route element={<AdminLayout />}>
          <Route path="/admin/faqs" element={<h1>FAQs page</h1>} />
          <Route path="/admin/accounts" element={<h1>Accounts page</h1>} />
          <Route path="/admin/affiliate-programs" element={<h1>Programs page</h1>} />
          <Route path="/admin/dashboard" element={<DashboardPage />} />
        </Route>
      </Routes>
    </AuthProvider>,
    { link: api.link, route, path: '*' },
  );
  return api;
}

async function openNav() {
  const menu = await screen.findByRole('button', { name: 'Open admin menu' }, { timeout: 5000 });
  await act(async () => void fireEvent.click(menu));
  return screen.findByRole('navigation', { name: 'Admin' });
}

describe('protected admin layout', () => {
  it('shows a spinner during the session check, then sends a visitor without a session to the login page', async () => {
    const api = renderLayout(null);
    const spinner = screen.getByRole('status', { name: 'Checking your session' });
    expect(spinner.querySelector('.MuiCircularProgress-root')).not.toBeNull();
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Open admin menu' })).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Checking your session' })).toBeNull();
    expect(api.callsOf('AdminMe')).toHaveLength(1);
  });

  it('shows a spinner during the session check, then the admin shell for a logged-in admin', async () => {
    renderLayout(adminUser);
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open admin menu' })).toBeNull();

    // jsdom is narrow: the sidebar is the (closed) drawer behind the menu button.
    expect(await screen.findByRole('button', { name: 'Open admin menu' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Checking your session' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Login page' })).toBeNull();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Open admin menu' })));
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    for (const name of ['Dashboard', 'Providers', 'Resources', 'FAQs', 'Ad Spots']) expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    // The red badge is for the eye; the link's name carries the unread count once.
    expect(await within(nav).findByRole('link', { name: 'Contacts (1 unread)' })).toHaveAttribute('href', '/admin/contacts');
  });

  it('shows Accounts to an owner', async () => {
    renderLayout(adminUser);
    expect(within(await openNav()).getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/admin/accounts');
  });

  it.each(['/admin/accounts', '/admin/affiliate-programs'])('refuses an editor %s with access denied, and hides it from the nav', async (route) => {
    renderLayout(editorUser, route);
    expect(await screen.findByText(OWNER_ONLY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Accounts page|Programs page/ })).toBeNull();
    const nav = await openNav();
    expect(within(nav).queryByRole('link', { name: 'Accounts' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Providers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /My account/ })).toHaveAttribute('href', '/admin/account');
  });

  it("keeps the earnings and booking clicks off an editor's dashboard", async () => {
    const api = renderLayout(editorUser, '/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByTestId('count-Providers')).toHaveTextContent('6');
    expect(screen.queryByRole('heading', { name: 'Earnings' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Booking clicks' })).toBeNull();
    expect(api.callsOf('AdminEarnings')).toHaveLength(0);
    expect(api.callsOf('AdminClickStats')).toHaveLength(0);
  });

  it('shows only the password change to an account whose password was for one sign-in', async () => {
    const api = renderLayout({ ...editorUser, nextStep: 'CHANGE_PASSWORD', mustChangePassword: true });
    expect(await screen.findByRole('heading', { name: MY_ACCOUNT_TEXTS.setupTitle })).toBeInTheDocument();
    expect(screen.getByText(MY_ACCOUNT_TEXTS.setupPassword)).toBeInTheDocument();
    expect(screen.getByLabelText(PASSWORD_TEXTS.oneTime)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'FAQs page' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).toBeNull();
    expect(api.callsOf('AdminStats')).toHaveLength(0);
  });
});
