import { act, fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from '../../../../api/domain/rules';
import { AuthProvider } from '../auth/AuthContext';
import { adminUser, fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { AdminLoginPage } from './AdminLoginPage';
import { ACCOUNT_TEXTS } from '../../../../api/domain/accounts';
import { TWO_FACTOR_STEP_TEXTS as STEP } from './TwoFactorStep';

const act$ = (fn: () => void) => act(async () => void fn());

function renderLogin(handlers: Parameters<typeof fakeGraphql>[0]) {
  const api = fakeGraphql(handlers);
  renderAdmin(
    <AuthProvider>
      <AdminLoginPage />
    </AuthProvider>,
    { link: api.link, route: '/admin/login', path: '/admin/login' },
  );
  return api;
}

async function fill(username: string, password: string) {
  await act$(() => fireEvent.change(screen.getByLabelText('Username'), { target: { value: username } }));
  await act$(() => fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } }));
  await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Log in' })));
}

describe('admin login', () => {
  it('validates on submit with the spec messages and notes that login is for administrators', async () => {
    const api = renderLogin({ AdminMe: () => ({ data: { me: null } }) });
    expect(await screen.findByText(/Login is restricted to administrators/)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.login.username)).toBeNull();
    await fill('ad', '12345');
    expect(screen.getByText(MESSAGES.login.username)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.login.password)).toBeInTheDocument();
    expect(api.callsOf('AdminLogin')).toHaveLength(0);
  });

  it('explains a throttled login as a wait', async () => {
    renderLogin({
      AdminMe: () => ({ data: { me: null } }),
      AdminLogin: () => ({
        data: null,
        errors: [{ message: 'Too many failed login attempts.', extensions: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 14 * 60 - 5 } }],
      }),
    });
    await screen.findByLabelText('Username');
    await fill('admin', 'wrong-password');
    expect(await screen.findByText('Too many failed login attempts. Please wait 14 minutes and try again.')).toBeInTheDocument();
    expect(screen.getByText('Login failed')).toBeInTheDocument();
  });

  it('says a wrong password once, beside the form, titled as SPEC says', async () => {
    renderLogin({
      AdminMe: () => ({ data: { me: null } }),
      AdminLogin: () => ({ data: null, errors: [{ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } }] }),
    });
    await screen.findByLabelText('Username');
    await fill('admin', 'wrong-password');
    const alert = (await screen.findByText('Invalid username or password')).closest('.MuiAlert-root') as HTMLElement;
    expect(alert).toHaveTextContent('Login failed');
    expect(alert).toHaveTextContent('Invalid username or password');
    expect(screen.getAllByText('Invalid username or password')).toHaveLength(1);
    expect(screen.getAllByText('Login failed')).toHaveLength(1);
  });

  it('logs in, says so and goes to the dashboard', async () => {
    const api = renderLogin({ AdminMe: () => ({ data: { me: null } }), AdminLogin: () => ({ data: { login: adminUser } }) });
    await screen.findByLabelText('Username');
    await fill(' admin ', 'admin-pass-123');
    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('You are now logged in as admin')).toBeInTheDocument();
    expect(api.callsOf('AdminLogin')[0].variables).toEqual({ input: { username: 'admin', password: 'admin-pass-123' } });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('says which account it logged in as', async () => {
    renderLogin({ AdminMe: () => ({ data: { me: null } }), AdminLogin: () => ({ data: { login: { ...adminUser, username: 'dana' } } }) });
    await screen.findByLabelText('Username');
    await fill('dana', 'dana-password-1');
    expect(await screen.findByText('You are now logged in as dana')).toBeInTheDocument();
  });
});

describe('admin login with two-factor sign-in', () => {
  const twoFactorRequired = () => ({ data: null, errors: [{ message: ACCOUNT_TEXTS.codeNeeded, extensions: { code: 'TWO_FACTOR_REQUIRED' } }] });

  it('asks for the code after the password, checks its form, says a wrong one beside it, then signs in', async () => {
    let attempts = 0;
    const api = renderLogin({
      AdminMe: () => ({ data: { me: null } }),
      AdminLogin: twoFactorRequired,
      AdminLoginTwoFactor: () =>
        ++attempts === 1
          ? { data: null, errors: [{ message: ACCOUNT_TEXTS.codeWrong, extensions: { code: 'UNAUTHENTICATED' } }] }
          : { data: { loginTwoFactor: { ...adminUser, twoFactorEnabled: true } } },
    });
    await screen.findByLabelText('Username');
    await fill('admin', 'admin-password-1');
    expect(await screen.findByRole('heading', { name: STEP.title })).toBeInTheDocument();
    expect(screen.queryByText('Login successful')).toBeNull();
    const code = screen.getByLabelText(STEP.code);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');

    await act$(() => fireEvent.change(code, { target: { value: '12 34' } }));
    await act$(() => fireEvent.click(screen.getByRole('button', { name: STEP.submit })));
    expect(screen.getByText(ACCOUNT_TEXTS.codeFormat)).toBeInTheDocument();
    expect(api.callsOf('AdminLoginTwoFactor')).toHaveLength(0);

    await act$(() => fireEvent.change(screen.getByLabelText(STEP.code), { target: { value: '123 456' } }));
    await act$(() => fireEvent.click(screen.getByRole('button', { name: STEP.submit })));
    expect(await screen.findByText(ACCOUNT_TEXTS.codeWrong)).toBeInTheDocument();
    expect(api.callsOf('AdminLoginTwoFactor')[0].variables).toEqual({ input: { code: '123456' } });

    await act$(() => fireEvent.change(screen.getByLabelText(STEP.code), { target: { value: '654321' } }));
    await act$(() => fireEvent.click(screen.getByRole('button', { name: STEP.submit })));
    expect(await screen.findByText('You are now logged in as admin')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('takes a recovery code instead, and goes back to the password when the sign-in expired', async () => {
    const api = renderLogin({
      AdminMe: () => ({ data: { me: null } }),
      AdminLogin: twoFactorRequired,
      AdminLoginTwoFactor: () => ({ data: null, errors: [{ message: ACCOUNT_TEXTS.signInExpired, extensions: { code: 'UNAUTHENTICATED' } }] }),
    });
    await screen.findByLabelText('Username');
    await fill('admin', 'admin-password-1');
    const useRecovery = await screen.findByRole('button', { name: STEP.useRecovery });
    await act$(() => fireEvent.click(useRecovery));
    await act$(() => fireEvent.change(screen.getByLabelText(STEP.recoveryCode), { target: { value: 'abcde-fghjk' } }));
    await act$(() => fireEvent.click(screen.getByRole('button', { name: STEP.submit })));
    expect(api.callsOf('AdminLoginTwoFactor')[0].variables).toEqual({ input: { recoveryCode: 'abcde-fghjk' } });
    expect(await screen.findByText(ACCOUNT_TEXTS.signInExpired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('admin');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
