// The dashboard's "Needs attention" list: one card per kind of thing to look at (bookings reversed
// this week, clicks reported with bookings past the per-click cap this week, providers whose facts
// were not checked for 90 days, silent affiliate programs, failed sign-ins on your own account), each with its count and links. The server decides what an admin's
// role sees (an editor: the facts and their own sign-ins); nothing to look at says so.
import AssignmentLateOutlinedIcon from '@mui/icons-material/AssignmentLateOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import GppMaybeOutlinedIcon from '@mui/icons-material/GppMaybeOutlined';
import MoneyOffOutlinedIcon from '@mui/icons-material/MoneyOffOutlined';
import NotificationsOffOutlinedIcon from '@mui/icons-material/NotificationsOffOutlined';
import RepeatOutlinedIcon from '@mui/icons-material/RepeatOutlined';
import { Avatar, Box, Card, CardContent, Grid, Link, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, generatePath } from 'react-router-dom';
import { ATTENTION_TEXTS as T } from '../../../../api/domain/attention';
import { usd } from '../../../../api/domain/money';
import { ROUTES } from '../../../../api/domain/routes';
import { EmptyState, ErrorState, LoadingState } from '../../../components/common/States';
import { AdminAttentionDocument, type AdminAttentionQuery } from '../../../data/admin.generated';
import { useAdminQuery } from '../data/useAdminQuery';
import { addressText, whenText } from '../history/auditTexts';

export { ATTENTION_TEXTS } from '../../../../api/domain/attention';

type Attention = AdminAttentionQuery['attention'];

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
/** A calendar day ('2026-11-20') in words: 'Nov 20, 2026' (it is a day, not an instant: no time zone moves it). */
export const dayText = (day: string) => (/^\d{4}-\d\d-\d\d$/.test(day) ? dayFormat.format(new Date(`${day}T00:00:00Z`)) : day);

interface Item {
  key: string | number;
  primary: ReactNode;
  secondary?: string;
}

interface CardProps {
  testId: string;
  icon: ReactNode;
  title: string;
  hint: string;
  items: Item[];
  total: number;
  more?: { label: string; to: string };
}

function AttentionCard({ testId, icon, title, hint, items, total, more }: CardProps) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }} data-testid={testId} component="section" aria-label={title}>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <Avatar sx={{ bgcolor: 'warning.main', color: 'warning.contrastText', width: 40, height: 40 }} aria-hidden>
            {icon}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
              {hint}
            </Typography>
          </Box>
        </Box>
        <List dense disablePadding sx={{ mt: 1 }}>
          {items.map((item) => (
            <ListItem key={item.key} disableGutters sx={{ py: 0.25 }}>
              <ListItemText primary={item.primary} secondary={item.secondary} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
            </ListItem>
          ))}
        </List>
        {(total > items.length || more) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 0.5 }}>
            {total > items.length && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {T.more(total - items.length)}
              </Typography>
            )}
            {more && (
              <Link component={RouterLink} to={more.to} variant="body2">
                {more.label}
              </Link>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

/** A card for a list with anything in it (none for an empty list or one the role does not see). */
function listCard<T>(list: { total: number; items: T[] } | null | undefined, card: (total: number) => Omit<CardProps, 'items' | 'total'>, item: (entry: T, i: number) => Item): CardProps[] {
  return list && list.total > 0 ? [{ ...card(list.total), total: list.total, items: list.items.map(item) }] : [];
}

const moneyText = (cents: number, currency: string) => (currency === 'USD' ? usd(cents) : `${(cents / 100).toFixed(2)} ${currency}`);

/** The cards to show, in the order the operator should look at them. */
function cardsOf(a: Attention, now: Date): CardProps[] {
  return [
    ...listCard(a.failedSignIns, (n) => ({ testId: 'attention-sign-ins', icon: <GppMaybeOutlinedIcon />, title: T.failedSignIns(n), hint: T.failedSignInsHint }), (f, i) => ({
      key: i,
      primary: whenText(f.at, now),
      secondary: f.address ? addressText(f.address) : undefined,
    })),
    ...listCard(a.reversedBookings, (n) => ({ testId: 'attention-reversed', icon: <MoneyOffOutlinedIcon />, title: T.reversed(n), hint: T.reversedHint }), (b) => ({
      key: b.conversionId,
      primary: `${b.order} · ${b.programName}${b.providerName ? ` · ${b.providerName}` : ''}`,
      secondary: `${moneyText(b.commissionCents, b.currency)} · ${whenText(b.reversedAt, now)}`,
    })),
    ...listCard(a.overClickCap, (n) => ({ testId: 'attention-over-click-cap', icon: <RepeatOutlinedIcon />, title: T.overClickCap(n), hint: T.overClickCapHint }), (c) => ({
      key: `${c.programName}\n${c.clickId}`,
      primary: `${c.clickId} · ${c.programName}`,
      secondary: `${T.overCapBookings(c.bookings)} · ${whenText(c.lastAt, now)}`,
    })),
    ...listCard(
      a.staleFacts,
      (n) => ({ testId: 'attention-facts', icon: <AssignmentLateOutlinedIcon />, title: T.staleFacts(n), hint: T.staleFactsHint, more: { label: 'All providers', to: ROUTES.adminProviders.path } }),
      (p) => ({
        key: p.id,
        primary: (
          <Link component={RouterLink} to={generatePath(ROUTES.adminProviderEdit.path, { id: String(p.id) })}>
            {p.name}
          </Link>
        ),
        secondary: p.factsCheckedOn ? T.checkedOn(dayText(p.factsCheckedOn)) : T.neverChecked,
      }),
    ),
    ...listCard(
      a.silentPrograms,
      (n) => ({ testId: 'attention-silent', icon: <NotificationsOffOutlinedIcon />, title: T.silent(n), hint: T.silentHint, more: { label: 'Affiliate programs', to: ROUTES.adminAffiliatePrograms.path } }),
      (p) => ({ key: p.id, primary: p.name, secondary: p.lastPostbackAt ? T.lastPostback(whenText(p.lastPostbackAt, now, true)) : T.noPostback }),
    ),
  ];
}

export function AttentionList() {
  const { data, previousData, loading, refetch } = useAdminQuery(AdminAttentionDocument);
  const attention = (data ?? previousData)?.attention;
  const body = () => {
    if (!attention && loading) return <LoadingState label={T.loading} />;
    if (!attention) return <ErrorState onRetry={() => void refetch()}>{T.error}</ErrorState>;
    const cards = cardsOf(attention, new Date());
    if (cards.length === 0) {
      return (
        <EmptyState title={T.nothing} icon={<CheckCircleOutlineIcon />}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {T.nothingHint}
          </Typography>
        </EmptyState>
      );
    }
    return (
      <Grid container spacing={2}>
        {cards.map((card) => (
          <Grid key={card.testId} size={{ xs: 12, md: 6 }}>
            <AttentionCard {...card} />
          </Grid>
        ))}
      </Grid>
    );
  };
  return (
    <Paper variant="outlined" sx={{ mt: 4, p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="attention-title" data-testid="attention">
      <Typography id="attention-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        {T.title}
      </Typography>
      {body()}
    </Paper>
  );
}
