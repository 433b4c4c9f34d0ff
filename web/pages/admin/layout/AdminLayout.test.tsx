import { act, fireEvent, screen, within } from '@testing-library/react';
import { AuthProvider } from '../auth/AuthContext';
import { adminUser, fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { AdminLayout } from './AdminLayout';

const stats = { __typename: 'Stats', providerCount: 6, resourceCount: 5, faqCount: 8, contactCount: 2, unreadContactCount: 1 };

function renderLayout(me: typeof adminUser | null) {
  const api = fakeGraphql({ AdminMe: () => ({ data: { me } }), AdminStats: () => ({ data: { stats } }) });
  renderAdmin(
    <AuthProvider>
      <AdminLayout />
    </AuthProvider>,
    { link: api.link, route: '/admin/providers', path: '/admin/providers' },
  );
  return api;
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
});
