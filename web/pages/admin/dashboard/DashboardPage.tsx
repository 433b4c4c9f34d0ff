// /admin: the four counts (the contacts card with its unread 'new' badge), what needs attention
// (AttentionList), quick actions, and, for an owner, the booking clicks report (BookingClicks) and
// the earnings (an editor never sees them).
import AddIcon from '@mui/icons-material/Add';
import AdsClickIcon from '@mui/icons-material/AdsClick';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import DirectionsBusOutlinedIcon from '@mui/icons-material/DirectionsBusOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import { Avatar, Box, Button, Card, CardActionArea, CardContent, Chip, Grid, Paper, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AdminStatsDocument } from '../../../data/admin.generated';
import { useAuth } from '../auth/AuthContext';
import { AttentionList } from './Attention';
import { BookingClicks } from './BookingClicks';
import { Earnings } from './Earnings';
import { AccessDenied } from '../components/AccessDenied';
import { PageHeader, useAdminTitle } from '../components/PageHeader';
import { ErrorState } from '../../../components/common/States';
import { isForbidden } from '../data/errors';
import { useAdminQuery } from '../data/useAdminQuery';
import { roleCan } from '../../../../api/domain/roles';
import { ROUTES } from '../../../../api/domain/routes';

interface CountCardProps {
  label: string;
  count: number | undefined;
  to: string;
  icon: ReactNode;
  color: string;
  badge?: ReactNode;
}

function CountCard({ label, count, to, icon, color, badge }: CountCardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Avatar sx={{ bgcolor: color, width: 52, height: 52 }} aria-hidden>
            {icon}
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 500 }}>
              {label}
            </Typography>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid={`count-${label}`}>
                {count === undefined ? <Skeleton width={40} /> : count}
              </Typography>
              {badge}
            </Box>
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function DashboardPage() {
  useAdminTitle('Dashboard');
  const { user } = useAuth();
  const { data, error, refetch } = useAdminQuery(AdminStatsDocument);
  const stats = data?.stats;

  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Welcome back${user ? `, ${user.username}` : ''}. Here is what is on the site today.`} />
      {error && !stats && (isForbidden(error) ? <AccessDenied /> : <ErrorState onRetry={() => void refetch()}>Failed to fetch stats</ErrorState>)}
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <CountCard label="Providers" count={stats?.providerCount} to={ROUTES.adminProviders.path} icon={<DirectionsBusOutlinedIcon />} color="area.providers" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <CountCard label="Resources" count={stats?.resourceCount} to={ROUTES.adminResources.path} icon={<ArticleOutlinedIcon />} color="area.resources" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <CountCard label="FAQs" count={stats?.faqCount} to={ROUTES.adminFaqs.path} icon={<HelpOutlineIcon />} color="area.faqs" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
          <CountCard
            label="Contacts"
            count={stats?.contactCount}
            to={ROUTES.adminContacts.path}
            icon={<MailOutlineIcon />}
            color="area.contacts"
            badge={
              stats && stats.unreadContactCount > 0 ? (
                <Chip size="small" color="error" label={`${stats.unreadContactCount} new`} data-testid="unread-badge" />
              ) : undefined
            }
          />
        </Grid>
      </Grid>

      <AttentionList />

      <Paper variant="outlined" sx={{ mt: 4, p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
          Quick actions
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={ROUTES.adminProviderAdd.path}>
            Add Provider
          </Button>
          <Button variant="outlined" startIcon={<AddIcon />} component={RouterLink} to={ROUTES.adminResources.path} state={{ openForm: true }}>
            Add Resource
          </Button>
          <Button variant="outlined" startIcon={<AddIcon />} component={RouterLink} to={ROUTES.adminFaqs.path} state={{ openForm: true }}>
            Add FAQ
          </Button>
          <Button variant="outlined" startIcon={<MailOutlineIcon />} component={RouterLink} to={ROUTES.adminContacts.path}>
            View Contacts
          </Button>
          <Button variant="outlined" startIcon={<AdsClickIcon />} component={RouterLink} to={ROUTES.adminAdSpots.path}>
            Manage Ad Spots
          </Button>
        </Box>
      </Paper>

      {roleCan(user?.role, 'earnings') && (
        <>
          <BookingClicks />
          <Earnings />
        </>
      )}
    </>
  );
}
