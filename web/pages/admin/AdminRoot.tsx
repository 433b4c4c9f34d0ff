// Everything under /admin (the login page included): the session context, and a robots tag so no
// admin page is ever indexed (the server sends one too on a first load).
import { Outlet } from 'react-router-dom';
import { AuthProvider } from './auth/AuthContext';

export function AdminRoot() {
  return (
    <AuthProvider>
      <meta name="robots" content="noindex, nofollow" />
      <Outlet />
    </AuthProvider>
  );
}
