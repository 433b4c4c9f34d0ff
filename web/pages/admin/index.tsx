// The admin back office: one lazy chunk (web/App.tsx imports this module only through
// React.lazy), so public visitors never download it, the data grid, formik or the route map.
export { ADMIN_PAGES, AdminRoot } from './AdminRoot';
export { AdminLayout } from './layout/AdminLayout';
export { AdminLoginPage } from './login/AdminLoginPage';
export { DashboardPage } from './dashboard/DashboardPage';
export { ProvidersListPage } from './providers/ProvidersListPage';
export { ProviderFormPage } from './providers/ProviderFormPage';
export { RouteEditorPage } from './route/RouteEditorPage';
export { ResourcesPage } from './resources/ResourcesPage';
export { ContactsPage } from './contacts/ContactsPage';
export { FaqsPage } from './faqs/FaqsPage';
export { AdSpotsPage } from './adspots/AdSpotsPage';
