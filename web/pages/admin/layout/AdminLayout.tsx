// The protected admin shell: a spinner while the session is checked, a redirect to the login page
// without one, the account's own first step when it has one (a password to change, two-factor
// sign-in to set up), else the sidebar (permanent from md up, a drawer below) around the page. The
// nav shows only what the account's role may open; a page it may not open shows access denied.
import AdsClickIcon from '@mui/icons-material/AdsClick';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import DirectionsBusOutlinedIcon from '@mui/icons-material/DirectionsBusOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import LocalAirportOutlinedIcon from '@mui/icons-material/LocalAirportOutlined';
import HistoryIcon from '@mui/icons-material/History';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInBrowserIcon from '@mui/icons-material/OpenInBrowser';
import {
  AppBar,
  Avatar,
  Badge,
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink, Navigate, NavLink, Outlet, matchPath, useLocation } from 'react-router-dom';
import { roleCan, type Capability } from '../../../../api/domain/roles';
import { ADMIN_ROOT, ADMIN_ROUTE_KEYS, ROUTES, type AdminNavKey, type AdminRoute } from '../../../../api/domain/routes';
import { SITE } from '../../../../api/domain/site';
import { AdminStatsDocument } from '../../../data/admin.generated';
import { AccountSetupPage } from '../account/AccountSetupPage';
import { useAuth } from '../auth/AuthContext';
import { AccessDenied } from '../components/AccessDenied';
import { PageErrorBoundary } from '../components/PageErrorBoundary';
import { LoadingState } from '../../../components/common/States';

export const SIDEBAR_WIDTH = 248;

interface NavItem {
  label: string;
  to: string;
  icon: ReactNode;
  /** Active on its own path only (the dashboard: every admin path starts with it). */
  end?: boolean;
  /** Shown only to a role that has it. */
  capability?: Capability;
}

/** Each nav entry's icon; labels, paths and order come from the route table (api/domain/routes.ts). */
const NAV_ICONS: Record<AdminNavKey, ReactNode> = {
  adminDashboard: <DashboardOutlinedIcon />,
  adminProviders: <DirectionsBusOutlinedIcon />,
  adminResources: <ArticleOutlinedIcon />,
  adminFaqs: <HelpOutlineIcon />,
  adminAirportOptions: <LocalAirportOutlinedIcon />,
  adminContacts: <MailOutlineIcon />,
  adminPartners: <HandshakeOutlinedIcon />,
  adminAdSpots: <AdsClickIcon />,
  adminActivity: <HistoryIcon />,
  adminAccounts: <ManageAccountsOutlinedIcon />,
};

/** The admin routes with a nav label, in the table's order. */
export const NAV_ITEMS: NavItem[] = ADMIN_ROUTE_KEYS.flatMap((key) => {
  const route: AdminRoute = ROUTES[key];
  return route.nav ? [{ label: route.nav, to: route.path, icon: NAV_ICONS[key as AdminNavKey], end: route.path === ADMIN_ROOT, capability: route.capability }] : [];
});

/** What the admin page at this path needs beyond any administrator's, if anything. */
export function capabilityAt(pathname: string): Capability | undefined {
  for (const key of ADMIN_ROUTE_KEYS) {
    const route: AdminRoute = ROUTES[key];
    if (matchPath({ path: route.path, end: true }, pathname)) return route.capability;
  }
  return undefined;
}

function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { user, logout } = useAuth();
  const { data } = useQuery(AdminStatsDocument, { fetchPolicy: 'cache-first' });
  const unread = data?.stats.unreadContactCount ?? 0;
  const items = NAV_ITEMS.filter((item) => !item.capability || roleCan(user?.role, item.capability));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ gap: 1.5, px: 2.5 }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 36, height: 36 }} aria-hidden>
          <DirectionsBusOutlinedIcon fontSize="small" />
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.2 }}>{SITE.shortName}</Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Admin
          </Typography>
        </Box>
      </Toolbar>
      <Divider />
      <Box component="nav" aria-label="Admin" sx={{ flex: 1, overflowY: 'auto' }}>
        <List sx={{ px: 1, py: 1.5 }}>
          {items.map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.end}
              onClick={onNavigate}
              sx={{
                borderRadius: 1.5,
                mb: 0.5,
                '&.active': {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  '& .MuiListItemIcon-root': { color: 'inherit' },
                  '&:hover': { bgcolor: 'primary.dark' },
                },
              }}
            >
              {/* Decorative: the unread count is read out from the hidden text after the label. */}
              <ListItemIcon sx={{ minWidth: 40 }} aria-hidden>
                {item.to === ROUTES.adminContacts.path && unread > 0 ? (
                  <Badge badgeContent={unread} color="error" max={99}>
                    {item.icon}
                  </Badge>
                ) : (
                  item.icon
                )}
              </ListItemIcon>
              <ListItemText primary={item.label} />
              {item.to === ROUTES.adminContacts.path && unread > 0 && (
                <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  {`(${unread} unread)`}
                </Box>
              )}
            </ListItemButton>
          ))}
        </List>
      </Box>
      <Divider />
      <List sx={{ px: 1, py: 1 }}>
        <ListItemButton
          component={NavLink}
          to={ROUTES.adminAccount.path}
          onClick={onNavigate}
          sx={{ borderRadius: 1.5, '&.active': { bgcolor: 'action.selected' } }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <AccountCircleOutlinedIcon />
          </ListItemIcon>
          <ListItemText primary="My account" secondary={user ? `Signed in as ${user.username}` : undefined} />
        </ListItemButton>
        <ListItemButton
          sx={{ borderRadius: 1.5 }}
          onClick={() => {
            onNavigate?.();
            void logout();
          }}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary="Logout" />
        </ListItemButton>
        <ListItemButton component={RouterLink} to="/" sx={{ borderRadius: 1.5 }} onClick={onNavigate}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <OpenInBrowserIcon />
          </ListItemIcon>
          <ListItemText primary="Return to Site" />
        </ListItemButton>
      </List>
    </Box>
  );
}

export function AdminLayout() {
  const { user, checking } = useAuth();
  const location = useLocation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);

  // A new admin page starts at its top (and closes the drawer).
  useEffect(() => {
    setOpen(false);
    window.scrollTo(0, 0);
  }, [location.pathname]);

  if (checking) return <LoadingState label="Checking your session" />;
  if (!user) return <Navigate to={ROUTES.adminLogin.path} replace state={{ from: location.pathname }} />;
  // The server refuses everything else until this is done: the page would only show refusals.
  if (user.nextStep) return <AccountSetupPage user={user} step={user.nextStep} />;
  const needs = capabilityAt(location.pathname);
  const allowed = !needs || roleCan(user.role, needs);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {!wide && (
        <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar>
            <IconButton edge="start" aria-label="Open admin menu" aria-controls="admin-drawer" aria-expanded={open} onClick={() => setOpen(true)} sx={{ mr: 1 }}>
              <MenuIcon />
            </IconButton>
            <Typography sx={{ fontWeight: 700 }}>{SITE.shortName} Admin</Typography>
          </Toolbar>
        </AppBar>
      )}
      {wide ? (
        <Drawer
          variant="permanent"
          sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } }}
        >
          <Sidebar />
        </Drawer>
      ) : (
        <Drawer
          id="admin-drawer"
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } }}
        >
          <Sidebar onNavigate={() => setOpen(false)} />
        </Drawer>
      )}
      <Box component="main" id="admin-main" sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, pb: { xs: 2, sm: 3, lg: 4 }, pt: { xs: 10, sm: 11, md: 4 } }}>
        <PageErrorBoundary key={location.pathname}>{allowed ? <Outlet /> : <AccessDenied reason="owner" />}</PageErrorBoundary>
      </Box>
    </Box>
  );
}
