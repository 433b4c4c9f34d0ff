import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, Button } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ROUTES } from '../../../../api/domain/routes';

export const ACCESS_DENIED_TEXT = 'Access Denied: You must be logged in as an administrator to access this page.';

/** For a logged-in user without the isAdmin flag. */
export function AccessDenied() {
  const location = useLocation();
  return (
    <Alert
      severity="error"
      icon={<LockOutlinedIcon />}
      sx={{ my: 2, alignItems: 'center' }}
      action={
        <Button component={RouterLink} to={ROUTES.adminLogin.path} state={{ from: location.pathname }} variant="contained" color="error" size="small">
          Log in
        </Button>
      }
    >
      {ACCESS_DENIED_TEXT}
    </Alert>
  );
}
