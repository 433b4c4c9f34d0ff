// STUB: to be replaced by the real admin area.
import { Outlet } from 'react-router-dom';
const Stub = () => <h1>Admin</h1>;
export const AdminRoot = () => <Outlet />;
export const AdminLayout = () => <Outlet />;
export const AdminLoginPage = Stub;
export const DashboardPage = Stub;
export const ProvidersListPage = Stub;
export const ProviderFormPage = Stub;
export const RouteEditorPage = Stub;
export const ResourcesPage = Stub;
export const ContactsPage = Stub;
export const FaqsPage = Stub;
export const AdSpotsPage = Stub;
