// Test helpers for the admin pages: a fake GraphQL server (answers by operation name and records
// every call) behind Apollo's MockedProvider on the app's cache definition (web/data/cache.ts), with the toast provider and a router around the page.
import { ApolloLink } from '@apollo/client';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Observable } from 'rxjs';
import { ToastProvider } from '../../web/components/toast/ToastProvider';
import { createCache } from '../../web/data/cache';
import type { AdminUserFieldsFragment } from '../../web/data/admin.generated';

export interface GraphqlCall {
  operationName: string;
  variables: Record<string, unknown>;
}

type Answer = { data?: unknown; errors?: { message: string; extensions?: Record<string, unknown> }[] };
export type Handlers = Record<string, (variables: Record<string, unknown>) => Answer>;

export function fakeGraphql(handlers: Handlers) {
  const calls: GraphqlCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const name = operation.operationName ?? '';
        calls.push({ operationName: name, variables: operation.variables as Record<string, unknown> });
        const handler = handlers[name];
        const timer = setTimeout(() => {
          if (!handler) {
            observer.error(new Error(`Unexpected operation ${name}`));
            return;
          }
          observer.next(handler(operation.variables as Record<string, unknown>) as never);
          observer.complete();
        }, 0);
        return () => clearTimeout(timer);
      }),
  );
  const callsOf = (operationName: string) => calls.filter((c) => c.operationName === operationName);
  return { link, calls, callsOf };
}

/** The signed-in user as AdminMe answers it (web/data/admin.graphql's AdminUserFields). */
type SignedInUser = AdminUserFieldsFragment & { __typename: 'User' };
const account = { __typename: 'User', nextStep: null, mustChangePassword: false, twoFactorEnabled: false, recoveryCodesLeft: 0 } as const;
export const adminUser: SignedInUser = { ...account, id: 1, username: 'admin', isAdmin: true, role: 'OWNER' };
export const editorUser: SignedInUser = { ...adminUser, id: 3, username: 'editor', role: 'EDITOR' };
export const plainUser: SignedInUser = { ...account, id: 2, username: 'someone', isAdmin: false, role: null };

export function renderAdmin(ui: ReactElement, { link, route = '/', path = '*' }: { link: ApolloLink; route?: string; path?: string }) {
  return render(
    <MockedProvider link={link} cache={createCache()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="/admin" element={<h1>Dashboard page</h1>} />
            <Route path="/admin/providers" element={<h1>Providers list</h1>} />
            <Route path="/admin/login" element={<h1>Login page</h1>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}
