// The admin session (SPEC.md section 4): checked with `me` (network-only) on start and again each
// time the window regains focus (never retried); login and logout with their toasts. A failed login
// has no toast: the login form shows 'Login failed' and the reason beside its fields (once). A failed
// logout still clears the user locally.
import { useApolloClient } from '@apollo/client/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import {
  AdminLoginDocument,
  AdminLogoutDocument,
  AdminMeDocument,
  type AdminUserFieldsFragment,
  type LoginInput,
} from '../../../data/admin.generated';
import { readFailure } from '../data/errors';

export const LOGIN_FAILED = 'Login failed';

export type AdminUser = AdminUserFieldsFragment;

export interface AuthApi {
  user: AdminUser | null;
  /** True until the first session check has answered. */
  checking: boolean;
  /** Resolves with the user, or rejects with the Apollo error (the caller says why: no toast). */
  login: (input: LoginInput) => Promise<AdminUser>;
  logout: () => Promise<void>;
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

  const login = useCallback(
    async (input: LoginInput) => {
      const { data } = await client.mutate({ mutation: AdminLoginDocument, variables: { input } });
      const loggedIn = data!.login;
      // Whatever a previous session cached (admin lists included) must not leak into this one.
      await client.clearStore();
      setUser(loggedIn);
      toast({ title: 'Login successful', description: 'You are now logged in as admin', variant: 'success' });
      return loggedIn;
    },
    [client, toast],
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

  const api = useMemo<AuthApi>(() => ({ user, checking, login, logout }), [user, checking, login, logout]);
  return <AuthContext.Provider value={api}>{children}</AuthContext.Provider>;
}
