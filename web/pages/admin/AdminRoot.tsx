// Everything under /admin (the login page included): the session context, a robots tag so no
// admin page is ever indexed (the server sends one too on a first load), and which component draws
// each admin route of the route table (api/domain/routes.ts; the router is web/App.tsx).
import type { ComponentType } from 'react';
import { Outlet } from 'react-router-dom';
import type { AdminRouteKey } from '../../../api/domain/routes';
import { AdSpotsPage } from './adspots/AdSpotsPage';
import { AirportOptionsPage } from './airport/AirportOptionsPage';
import { AuthProvider } from './auth/AuthContext';
import { ContactsPage } from './contacts/ContactsPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { FaqsPage } from './faqs/FaqsPage';
import { AdminLoginPage } from './login/AdminLoginPage';
import { ProviderFormPage } from './providers/ProviderFormPage';
import { ProvidersListPage } from './providers/ProvidersListPage';
import { ResourcesPage } from './resources/ResourcesPage';
import { RouteEditorPage } from './route/RouteEditorPage';
import AffiliateProgramsPage from './affiliate/AffiliateProgramsPage';
import PartnersPage from './partners/PartnersPage';
import { ActivityPage } from './activity/ActivityPage';
import MyAccountPage from './account/MyAccountPage';
import AccountsPage from './accounts/AccountsPage';

export const ADMIN_PAGES: Record<AdminRouteKey, ComponentType> = {
  adminDashboard: DashboardPage,
  adminLogin: AdminLoginPage,
  adminProviders: ProvidersListPage,
  adminProviderAdd: ProviderFormPage,
  adminProviderEdit: ProviderFormPage,
  adminProviderRoute: RouteEditorPage,
  adminResources: ResourcesPage,
  adminFaqs: FaqsPage,
  adminAirportOptions: AirportOptionsPage,
  adminContacts: ContactsPage,
  adminAdSpots: AdSpotsPage,
  adminAffiliatePrograms: AffiliateProgramsPage,
  adminPartners: PartnersPage,
  adminActivity: ActivityPage,
  adminAccounts: AccountsPage,
  adminAccount: MyAccountPage,
};

export function AdminRoot() {
  return (
    <AuthProvider>
      <meta name="robots" content="noindex, nofollow" />
      <Outlet />
    </AuthProvider>
  );
}
