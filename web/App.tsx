// Routes. Each public page is its own chunk (web/routes.tsx), rendered on the server and hydrated
// in the browser; the admin area is one lazy chunk ('admin') that public visitors never download
// and that renders in the browser only. Unmatched paths, /admin/... included, show the not-found page.
import { CircularProgress, Box } from '@mui/material';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import PublicLayout from './components/layout/PublicLayout';
import NotFoundPage from './pages/public/NotFoundPage';
import { PUBLIC_ROUTES } from './routes';

type AdminModule = typeof import('./pages/admin');
const loadAdmin = () => import(/* webpackChunkName: "admin" */ './pages/admin');
function adminPart(name: keyof AdminModule) {
  return lazy(async () => ({ default: (await loadAdmin())[name] as ComponentType }));
}

const AdminRoot = adminPart('AdminRoot');
const AdminLoginPage = adminPart('AdminLoginPage');
const AdminLayout = adminPart('AdminLayout');
const DashboardPage = adminPart('DashboardPage');
const ProvidersListPage = adminPart('ProvidersListPage');
const ProviderFormPage = adminPart('ProviderFormPage');
const RouteEditorPage = adminPart('RouteEditorPage');
const AdminResourcesPage = adminPart('ResourcesPage');
const ContactsPage = adminPart('ContactsPage');
const FaqsPage = adminPart('FaqsPage');
const AdSpotsPage = adminPart('AdSpotsPage');

export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <Box role="status" aria-label={label} sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', py: 10 }}>
      <CircularProgress />
    </Box>
  );
}

const lazyPage = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;

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
        <Route path="admin/login" element={lazyPage(<AdminLoginPage />)} />
        <Route path="admin" element={lazyPage(<AdminLayout />)}>
          <Route index element={lazyPage(<DashboardPage />)} />
          <Route path="providers" element={lazyPage(<ProvidersListPage />)} />
          <Route path="providers/add" element={lazyPage(<ProviderFormPage />)} />
          <Route path="providers/edit/:id" element={lazyPage(<ProviderFormPage />)} />
          <Route path="providers/route/:id" element={lazyPage(<RouteEditorPage />)} />
          <Route path="resources" element={lazyPage(<AdminResourcesPage />)} />
          <Route path="contacts" element={lazyPage(<ContactsPage />)} />
          <Route path="faqs" element={lazyPage(<FaqsPage />)} />
          <Route path="adspots" element={lazyPage(<AdSpotsPage />)} />
        </Route>
      </Route>
    </Routes>
  );
}
