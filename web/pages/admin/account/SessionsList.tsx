// "Signed in elsewhere": the account's live sessions (this browser first), each with where and when
// it signed in, and sign-out of one or of all the others.
import ComputerOutlinedIcon from '@mui/icons-material/ComputerOutlined';
import PhoneIphoneOutlinedIcon from '@mui/icons-material/PhoneIphoneOutlined';
import { useMutation } from '@apollo/client/react';
import { Box, Button, Chip, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useState } from 'react';
import { ErrorState, LoadingState } from '../../../components/common/States';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminEndOtherSessionsDocument, AdminEndSessionDocument, AdminMySessionsDocument, type AdminMySessionsQuery } from '../../../data/admin.generated';
import { formatDate } from '../components/dates';
import { readFailure } from '../data/errors';
import { useAdminQuery } from '../data/useAdminQuery';
import { SESSIONS_TEXTS as T } from './accountTexts';

type Session = AdminMySessionsQuery['mySessions'][number];

const MOBILE = /Android|iPhone|iPad|Mobile/i;

/** 'Chrome on Android', 'Firefox on Windows': enough to recognise one's own devices. */
export function browserName(userAgent: string | null): string {
  if (!userAgent) return T.unknownBrowser;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|CriOS\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /CrOS/.test(userAgent)
            ? 'ChromeOS'
            : /Linux/.test(userAgent)
              ? 'Linux'
              : null;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 60);
}

/** An IPv4 address as people know it (a dual-stack server sees '::ffff:203.0.113.7'). */
export const shownAddress = (address: string) => address.replace(/^::ffff:(?=\d{1,3}(\.\d{1,3}){3}$)/i, '');

function sessionLine(s: Session): string {
  const parts = [T.signedIn(formatDate(s.signedInAt, true))];
  if (s.lastActiveAt && !s.current) parts.push(T.lastActive(formatDate(s.lastActiveAt, true)));
  if (s.address) parts.push(T.from(shownAddress(s.address)));
  return parts.join(', ');
}

export function SessionsList() {
  const { toast } = useToast();
  const { data, loading, error, refetch } = useAdminQuery(AdminMySessionsDocument);
  const [endOthers, endingOthers] = useMutation(AdminEndOtherSessionsDocument);
  const [endOne] = useMutation(AdminEndSessionDocument);
  const [ending, setEnding] = useState<string | null>(null);

  const sessions = data?.mySessions ?? [];
  const others = sessions.filter((s) => !s.current);

  const signOutOthers = async () => {
    try {
      const { data: answer } = await endOthers();
      toast({ title: T.ended(answer?.endOtherSessions ?? others.length), variant: 'success' });
    } catch (e) {
      toast({ title: T.failed, description: readFailure(e).message, variant: 'destructive' });
    }
    await refetch();
  };

  const signOut = async (session: Session) => {
    setEnding(session.id);
    try {
      await endOne({ variables: { id: session.id } });
      toast({ title: T.endedOne, variant: 'success' });
    } catch (e) {
      toast({ title: T.failed, description: readFailure(e).message, variant: 'destructive' });
    }
    setEnding(null);
    await refetch();
  };

  if (loading && !data) return <LoadingState label={T.loading} />;
  if (error && !data) return <ErrorState onRetry={() => void refetch()}>{T.error}</ErrorState>;

  return (
    <Box>
      <List disablePadding aria-label={T.title}>
        {sessions.map((s) => (
          <ListItem
            key={s.id}
            divider
            disableGutters
            data-testid="session-row"
            sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <ListItemIcon sx={{ minWidth: 40 }} aria-hidden>
              {MOBILE.test(s.userAgent ?? '') ? <PhoneIphoneOutlinedIcon /> : <ComputerOutlinedIcon />}
            </ListItemIcon>
            <ListItemText
              sx={{ flex: '1 1 220px', minWidth: 0 }}
              primary={
                <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  {browserName(s.userAgent)}
                  {s.current && <Chip size="small" color="primary" label={T.thisOne} />}
                </Box>
              }
              secondary={sessionLine(s)}
            />
            {!s.current && (
              <Button size="small" variant="outlined" color="error" onClick={() => void signOut(s)} disabled={ending === s.id} aria-label={`${T.signOut}: ${browserName(s.userAgent)}, ${sessionLine(s)}`}>
                {ending === s.id ? T.signingOut : T.signOut}
              </Button>
            )}
          </ListItem>
        ))}
      </List>
      {others.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mt: 2 }}>{T.none}</Typography>
      ) : (
        <Button variant="contained" color="error" sx={{ mt: 2 }} onClick={() => void signOutOthers()} disabled={endingOthers.loading}>
          {endingOthers.loading ? T.signingOut : T.signOutOthers}
        </Button>
      )}
    </Box>
  );
}
