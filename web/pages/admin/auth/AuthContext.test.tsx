import { act, screen, waitFor } from '@testing-library/react';
import { adminUser, fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { AuthProvider, useAuth } from './AuthContext';

function Session() {
  const { user, checking } = useAuth();
  return <p data-testid="session">{checking ? 'checking' : user ? `user:${user.username}` : 'no user'}</p>;
}

const renderSession = (handlers: Parameters<typeof fakeGraphql>[0]) => {
  const api = fakeGraphql(handlers);
  renderAdmin(
    <AuthProvider>
      <Session />
    </AuthProvider>,
    { link: api.link },
  );
  return api;
};

const focusWindow = () => act(async () => void window.dispatchEvent(new Event('focus')));
/** Runs every timer there is, and those they start, until none is left: a retry, however it were timed, would have been sent. */
const everyTimerRun = () => act(() => jest.runAllTimersAsync());

describe('admin session check', () => {
  it('repeats the check when the window regains focus, and follows its answer', async () => {
    let me: typeof adminUser | null = adminUser;
    const api = renderSession({ AdminMe: () => ({ data: { me } }) });
    expect(screen.getByTestId('session')).toHaveTextContent('checking');
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('user:admin'));
    expect(api.callsOf('AdminMe')).toHaveLength(1);

    await focusWindow();
    await waitFor(() => expect(api.callsOf('AdminMe')).toHaveLength(2));

    // The session ended elsewhere (logged out in another tab, expired): the next focus notices.
    me = null;
    await focusWindow();
    await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('no user'));
    expect(api.callsOf('AdminMe')).toHaveLength(3);
  });

  it('does not retry a failed check', async () => {
    jest.useFakeTimers();
    let fail = true;
    const api = renderSession({
      AdminMe: () => (fail ? { errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] } : { data: { me: adminUser } }),
    });
    try {
      await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('no user'));
      await everyTimerRun();
      expect(api.callsOf('AdminMe')).toHaveLength(1);

      // A failed check on focus is not retried either; the next focus checks again.
      await focusWindow();
      await everyTimerRun();
      expect(api.callsOf('AdminMe')).toHaveLength(2);
      fail = false;
      await focusWindow();
      await waitFor(() => expect(screen.getByTestId('session')).toHaveTextContent('user:admin'));
      expect(api.callsOf('AdminMe')).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });

  it('useAuth outside the provider throws', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderAdmin(<Session />, { link: fakeGraphql({}).link })).toThrow('useAuth must be used within an AuthProvider');
    spy.mockRestore();
  });
});
