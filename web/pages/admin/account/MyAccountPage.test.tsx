import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_TEXTS, RECOVERY_CODE_COUNT } from '../../../../api/domain/accounts';
import { adminUser, fakeGraphql, renderAdmin, type Handlers } from '../../../../tests/support/renderAdmin';
import { AuthProvider } from '../auth/AuthContext';
import { PASSWORD_TEXTS, SESSIONS_TEXTS, TWO_FACTOR_TEXTS } from './accountTexts';
import MyAccountPage from './MyAccountPage';
import { browserName, shownAddress } from './SessionsList';

jest.setTimeout(60_000);

const act$ = (fn: () => void) => act(async () => void fn());

const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0';
const sessions = [
  { __typename: 'SignedInSession', id: 'this-one', current: true, address: '203.0.113.7', userAgent: FIREFOX_WINDOWS, signedInAt: '2026-11-29T10:00:00.000Z', lastActiveAt: '2026-11-29T11:00:00.000Z' },
  { __typename: 'SignedInSession', id: 'phone', current: false, address: '198.51.100.4', userAgent: CHROME_ANDROID, signedInAt: '2026-11-28T08:00:00.000Z', lastActiveAt: '2026-11-28T09:30:00.000Z' },
];
const enrolment = { __typename: 'TwoFactorEnrolment', secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', uri: 'otpauth://totp/RDU%20Rides:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' };
const codes = Array.from({ length: RECOVERY_CODE_COUNT }, (_, i) => `abcd${i}-efgh${i}`);

function renderPage(handlers: Handlers, me = adminUser) {
  const api = fakeGraphql({ AdminMe: () => ({ data: { me } }), AdminMySessions: () => ({ data: { mySessions: sessions } }), ...handlers });
  renderAdmin(
    <AuthProvider>
      <MyAccountPage />
    </AuthProvider>,
    { link: api.link },
  );
  return api;
}

const passwordForm = () => screen.getByRole('form', { name: PASSWORD_TEXTS.title });

async function fillPassword(current: string, next: string, repeat = next) {
  const form = passwordForm();
  await act$(() => fireEvent.change(within(form).getByLabelText(PASSWORD_TEXTS.current), { target: { value: current } }));
  await act$(() => fireEvent.change(within(form).getByLabelText(PASSWORD_TEXTS.new), { target: { value: next } }));
  await act$(() => fireEvent.change(within(form).getByLabelText(PASSWORD_TEXTS.repeat), { target: { value: repeat } }));
  await act$(() => fireEvent.click(within(form).getByRole('button', { name: PASSWORD_TEXTS.submit })));
}

describe('My account: the password', () => {
  it.each([
    ['11 characters', 'eleven char', 'eleven char', ACCOUNT_TEXTS.passwordTooShort],
    ['11 characters counted as code points', '🔑'.repeat(11), '🔑'.repeat(11), ACCOUNT_TEXTS.passwordTooShort],
    ['a repeat that differs', 'a long new password', 'a long new passwrod', ACCOUNT_TEXTS.passwordsDiffer],
  ])('refuses %s before sending anything', async (_case, next, repeat, message) => {
    const api = renderPage({});
    await screen.findByRole('form', { name: PASSWORD_TEXTS.title });
    await fillPassword('the-old-password', next, repeat);
    expect(await within(passwordForm()).findByText(message)).toBeInTheDocument();
    expect(api.callsOf('AdminChangePassword')).toHaveLength(0);
  });

  it('refuses the username itself when it is long enough to be a password', async () => {
    renderPage({}, { ...adminUser, username: 'administrator-one' });
    await screen.findByRole('form', { name: PASSWORD_TEXTS.title });
    await fillPassword('the-old-password', 'Administrator-One');
    expect(await within(passwordForm()).findByText(ACCOUNT_TEXTS.passwordIsUsername)).toBeInTheDocument();
  });

  it("shows the server's refusal of a common password under the field, then changes it and says the other sessions ended", async () => {
    let tries = 0;
    const api = renderPage({
      AdminChangePassword: () =>
        ++tries === 1
          ? { data: null, errors: [{ message: ACCOUNT_TEXTS.passwordCommon, extensions: { code: 'BAD_USER_INPUT', errors: { newPassword: ACCOUNT_TEXTS.passwordCommon } } }] }
          : { data: { changePassword: adminUser } },
    });
    await screen.findByRole('form', { name: PASSWORD_TEXTS.title });
    await fillPassword('the-old-password', 'password1234');
    expect(await within(passwordForm()).findByText(ACCOUNT_TEXTS.passwordCommon)).toBeInTheDocument();
    await fillPassword('the-old-password', 'three unrelated words');
    expect(await screen.findByText(PASSWORD_TEXTS.changedDescription)).toBeInTheDocument();
    expect(api.callsOf('AdminChangePassword')[1].variables).toEqual({ input: { currentPassword: 'the-old-password', newPassword: 'three unrelated words' } });
    await waitFor(() => expect(within(passwordForm()).getByLabelText(PASSWORD_TEXTS.new)).toHaveValue(''));
  });
});

describe('My account: two-factor sign-in', () => {
  it('sets it up with the QR code and a confirming code, then shows the recovery codes once', async () => {
    const api = renderPage({
      AdminStartTwoFactor: () => ({ data: { startTwoFactorEnrolment: enrolment } }),
      AdminConfirmTwoFactor: (v) =>
        (v.input as { code: string }).code === '111111'
          ? { data: null, errors: [{ message: ACCOUNT_TEXTS.codeWrong, extensions: { code: 'BAD_USER_INPUT', errors: { code: ACCOUNT_TEXTS.codeWrong } } }] }
          : { data: { confirmTwoFactor: { __typename: 'RecoveryCodes', codes, user: { ...adminUser, twoFactorEnabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT } } } },
    });
    expect(await screen.findByTestId('two-factor-state')).toHaveTextContent(TWO_FACTOR_TEXTS.off);
    await act$(() => fireEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.setUp })));
    const qr = await screen.findByRole('img', { name: TWO_FACTOR_TEXTS.qrAlt });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`);
    expect(screen.getByTestId('totp-key')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    const code = screen.getByLabelText(TWO_FACTOR_TEXTS.code);
    await act$(() => fireEvent.change(code, { target: { value: 'abc' } }));
    await act$(() => fireEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.confirm })));
    expect(screen.getByText(ACCOUNT_TEXTS.codeFormat)).toBeInTheDocument();
    await act$(() => fireEvent.change(code, { target: { value: '111111' } }));
    await act$(() => fireEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.confirm })));
    expect(await screen.findByText(ACCOUNT_TEXTS.codeWrong)).toBeInTheDocument();
    await act$(() => fireEvent.change(code, { target: { value: '222 222' } }));
    await act$(() => fireEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.confirm })));

    const list = await screen.findByTestId('recovery-codes');
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    expect(api.callsOf('AdminConfirmTwoFactor').at(-1)!.variables).toEqual({ input: { code: '222222' } });
    expect(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.downloadCodes })).toBeInTheDocument();
    await act$(() => fireEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.saved })));
    await waitFor(() => expect(screen.queryByTestId('recovery-codes')).toBeNull());
    expect(screen.getByTestId('two-factor-state')).toHaveTextContent(TWO_FACTOR_TEXTS.on);
    expect(screen.getByText(TWO_FACTOR_TEXTS.recoveryLeft(RECOVERY_CODE_COUNT))).toBeInTheDocument();
  });

  it('turns it off only after a code or the password, saying a wrong one in the dialog', async () => {
    let tries = 0;
    const api = renderPage(
      {
        AdminDisableTwoFactor: () =>
          ++tries === 1
            ? { data: null, errors: [{ message: ACCOUNT_TEXTS.identityWrong, extensions: { code: 'BAD_USER_INPUT', errors: { password: ACCOUNT_TEXTS.identityWrong } } }] }
            : { data: { disableTwoFactor: adminUser } },
      },
      { ...adminUser, twoFactorEnabled: true, recoveryCodesLeft: 2 },
    );
    expect(await screen.findByText(TWO_FACTOR_TEXTS.fewLeft(2))).toBeInTheDocument();
    await act$(() => fireEvent.click(screen.getByRole('button', { name: TWO_FACTOR_TEXTS.turnOff })));
    const dialog = await screen.findByRole('dialog', { name: TWO_FACTOR_TEXTS.confirmTitle.turnOff });
    expect(within(dialog).getByRole('button', { name: TWO_FACTOR_TEXTS.go })).toBeDisabled();
    await act$(() => fireEvent.change(within(dialog).getByLabelText(TWO_FACTOR_TEXTS.orPassword), { target: { value: 'not-it' } }));
    await act$(() => fireEvent.click(within(dialog).getByRole('button', { name: TWO_FACTOR_TEXTS.go })));
    expect(await within(dialog).findByText(ACCOUNT_TEXTS.identityWrong)).toBeInTheDocument();
    await act$(() => fireEvent.change(within(dialog).getByLabelText(TWO_FACTOR_TEXTS.codeOrRecovery), { target: { value: ' 123456 ' } }));
    await act$(() => fireEvent.click(within(dialog).getByRole('button', { name: TWO_FACTOR_TEXTS.go })));
    await waitFor(() => expect(screen.getByTestId('two-factor-state')).toHaveTextContent(TWO_FACTOR_TEXTS.off));
    expect(api.callsOf('AdminDisableTwoFactor').map((c) => c.variables)).toEqual([{ identity: { password: 'not-it' } }, { identity: { code: '123456' } }]);
  });
});

describe('My account: signed in elsewhere', () => {
  it('lists the sessions, this browser first, and signs out the others', async () => {
    let left = sessions;
    const api = renderPage({
      AdminMySessions: () => ({ data: { mySessions: left } }),
      AdminEndOtherSessions: () => {
        left = sessions.slice(0, 1);
        return { data: { endOtherSessions: 1 } };
      },
    });
    const rows = await screen.findAllByTestId('session-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Firefox on Windows');
    expect(rows[0]).toHaveTextContent(SESSIONS_TEXTS.thisOne);
    expect(rows[1]).toHaveTextContent('Chrome on Android');
    expect(rows[1]).toHaveTextContent('from 198.51.100.4');
    expect(within(rows[0]).queryByRole('button')).toBeNull();
    await act$(() => fireEvent.click(screen.getByRole('button', { name: SESSIONS_TEXTS.signOutOthers })));
    expect(await screen.findByText(SESSIONS_TEXTS.ended(1))).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('session-row')).toHaveLength(1));
    expect(screen.getByText(SESSIONS_TEXTS.none)).toBeInTheDocument();
    expect(api.callsOf('AdminEndOtherSessions')).toHaveLength(1);
  });

  it('names browsers people recognise', () => {
    expect(browserName(CHROME_ANDROID)).toBe('Chrome on Android');
    expect(browserName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1')).toBe('Safari on iOS');
    expect(browserName(null)).toBe(SESSIONS_TEXTS.unknownBrowser);
    expect(shownAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(shownAddress('2001:db8::1')).toBe('2001:db8::1');
  });
});
