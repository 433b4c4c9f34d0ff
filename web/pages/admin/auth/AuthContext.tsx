// The admin session (SPEC.md section 4): checked with `me` (network-only) on start and again each
// time the window regains focus (never retried); login (with its second step, the two-factor code,
// for an account that uses it) and logout with their toasts. A failed login has no toast: the login
// form shows 'Login failed' and the reason beside its fields (once). A failed logout still clears the
// user locally.
import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { ACCOUNT_TEXTS } from '../../../../api/domain/accounts';
import {
  AdminLoginDocument,
  AdminLoginTwoFactorDocument,
  AdminLogoutDocument,
  AdminMeDocument,
  type AdminUserFieldsFragment,
  type LoginInput,
  type TwoFactorSignInInput,
} from '../../../data/admin.generated';
import { readFailure } from '../data/errors';

/** extensions.code of a login whose password was right, for an account that signs in with a code too. */
export const TWO_FACTOR_REQUIRED = 'TWO_FACTOR_REQUIRED';

export const LOGIN_FAILED = 'Login failed';

export type AdminUser = AdminUserFieldsFragment;

export interface AuthApi {
  user: AdminUser | null;
  /** True until the first session check has answered. */
  checking: boolean;
  /**
   * Resolves with the user, or with 'two-factor' when the account's code is asked next
   * (loginTwoFactor); rejects with the Apollo error (the caller says why: no toast).
   */
  login: (input: LoginInput) => Promise<AdminUser | 'two-factor'>;
  /** Sign-in's second step: a code from the authenticator app or a recovery code. */
  loginTwoFactor: (input: TwoFactorSignInInput) => Promise<AdminUser>;
  logout: () => Promise<void>;
  /** The signed-in user as a call on their account answered it (a password changed, two-factor sign-in set up). */
  updateUser: (user: AdminUser) => void;
  /** Checks the session again (an owner changed their own role or account). */
  refresh: () => Promise<void>;
}

const AuthContext = createContext<AuthApi | null>(null);

export function useAuth(): AuthApi {
  const api = useContext(AuthContext);
  if (!api) throw new Error('useAuth must be used within an AuthProvider');
  return api;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { toast } = useToast();
  const [user, setUser] = useState<AdminUser | null>(null);
  const [checking, setChecking] = useState(true);
  const checked = useRef(false);

  const check = useCallback(async () => {
    try {
      const { data } = await client.query({ query: AdminMeDocument, fetchPolicy: 'network-only' });
      setUser(data?.me ?? null);
    } catch {
      // The first check failing means we cannot tell: treat as logged out. A later check that
      // fails (a network blip on focus) keeps the current state.
      if (!checked.current) setUser(null);
    } finally {
      checked.current = true;
      setChecking(false);
    }
  }, [client]);

  useEffect(() => {
    void check();
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [check]);

  const signedIn = useCallback(
    async (loggedIn: AdminUser) => {
      // Whatever a previous session cached (admin lists included) must not leak into this one.
      await client.clearStore();
      setUser(loggedIn);
      toast({ title: 'Login successful', description: ACCOUNT_TEXTS.loggedInAs(loggedIn.username), variant: 'success' });
      return loggedIn;
    },
    [client, toast],
  );

  const login = useCallback(
    async (input: LoginInput): Promise<AdminUser | 'two-factor'> => {
      try {
        const { data } = await client.mutate({ mutation: AdminLoginDocument, variables: { input } });
        return await signedIn(data!.login);
      } catch (error) {
        if (readFailure(error).code === TWO_FACTOR_REQUIRED) return 'two-factor';
        throw error;
      }
    },
    [client, signedIn],
  );

  const loginTwoFactor = useCallback(
    async (input: TwoFactorSignInInput) => {
      const { data } = await client.mutate({ mutation: AdminLoginTwoFactorDocument, variables: { input } });
      return signedIn(data!.loginTwoFactor);
    },
    [client, signedIn],
  );

  const logout = useCallback(async () => {
    try {
      await client.mutate({ mutation: AdminLogoutDocument });
      toast({ title: 'Logout successful', description: 'You have been logged out', variant: 'success' });
    } catch (error) {
      toast({ title: 'Logout failed', description: readFailure(error, 'Logout failed').message, variant: 'destructive' });
    } finally {
      setUser(null);
      await client.clearStore().catch(() => undefined);
    }
  }, [client, toast]);

  const api = useMemo<AuthApi>(
    () => ({ user, checking, login, loginTwoFactor, logout, updateUser: setUser, refresh: check }),
    [user, checking, login, loginTwoFactor, logout, check],
  );
  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}
