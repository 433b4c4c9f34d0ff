import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, Button } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ROUTES } from '../../../../api/domain/routes';

export const ACCESS_DENIED_TEXT = 'Access Denied: You must be logged in as an administrator to access this page.';
/** For an editor on a page only owners may open (accounts, affiliate programs, earnings, the audit trail). */
export const OWNER_ONLY_TEXT = 'Access Denied: Only an owner can open this page. Ask an owner if you need what it holds.';

/**
 * For a logged-in user without the isAdmin flag (with a button to log in as someone else), or, with
 * reason 'owner', for an administrator whose role does not open this page (back to the dashboard).
 */
export function AccessDenied({ reason = 'admin' }: { reason?: 'admin' | 'owner' }) {
  const location = useLocation();
  return (
    <Alert
      severity="error"
      icon={<LockOutlinedIcon />}
      sx={{ my: 2, alignItems: 'center' }}
      action={
        reason === 'owner' ? (
          <Button component={RouterLink} to={ROUTES.adminDashboard.path} variant="contained" color="error" size="small">
            Dashboard
          </Button>
        ) : (
          <Button component={RouterLink} to={ROUTES.adminLogin.path} state={{ from: location.pathname }} variant="contained" color="error" size="small">
            Log in
          </Button>
        )
      }
    >
      {reason === 'owner' ? OWNER_ONLY_TEXT : ACCESS_DENIED_TEXT}
    </Alert>
  );
}
