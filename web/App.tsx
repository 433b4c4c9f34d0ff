// Routes. Each public page is its own chunk (web/routes.tsx), rendered on the server and hydrated
// in the browser; the admin area is one lazy chunk ('admin') that public visitors never download
// and that renders in the browser only. Unmatched paths, /admin/... included, show the not-found page.
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingState } from './components/common/LoadingState';
import PublicLayout from './components/layout/PublicLayout';
import NotFoundPage from './pages/public/NotFoundPage';
import { ADMIN_PAGE_ROUTES, PUBLIC_ROUTES, adminPart } from './routes';

const AdminRoot = adminPart((admin) => admin.AdminRoot);
const AdminLayout = adminPart((admin) => admin.AdminLayout);

const lazyPage = (node: ReactNode) => <Suspense fallback={<LoadingState />}>{node}</Suspense>;

/** The admin routes drawn inside the protected layout, or (false) the one reached without a session. */
const adminRoutes = (inLayout: boolean) =>
  ADMIN_PAGE_ROUTES.filter((route) => route.protected === inLayout).map(({ key, path, Page }) => (
    <Route key={key} path={path} element={lazyPage(<Page />)} />
  ));

export default function App() {
  return (
    <Routes>
      <Route element={<PublicLayout />}>
        {PUBLIC_ROUTES.map(({ key, path, Page }) => (
          <Route key={key} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={lazyPage(<AdminRoot />)}>
        {adminRoutes(false)}
        <Route element={lazyPage(<AdminLayout />)}>{adminRoutes(true)}</Route>
      </Route>
    </Routes>
  );
}
