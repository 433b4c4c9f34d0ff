// A partner's webhooks, in a dialog on the Partners page (full screen on a phone): where they go,
// which secret signs them (its last four characters; a new one shown once), "Send a test event",
// and the delivery log, newest first, with each delivery's tries, answer and next try.
import { useMutation } from '@apollo/client/react';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Stack, TextField, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import { WEBHOOKS_PANEL_TEXTS as W, type WebhookDeliveryStatus } from '../../../../api/domain/webhooks';
import { EmptyState, ErrorState, LoadingState } from '../../../components/common/States';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminWebhookDeliveriesDocument, RotateWebhookSecretDocument, SendTestWebhookDocument, type PartnerFieldsFragment, type WebhookDeliveryFieldsFragment } from '../../../data/admin.generated';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { readFailure } from '../data/errors';
import { useAdminQuery } from '../data/useAdminQuery';
import { fullWhenText } from '../history/auditTexts';

const STATUS_COLOR: Record<WebhookDeliveryStatus, 'default' | 'info' | 'success' | 'error'> = { pending: 'default', sending: 'info', delivered: 'success', failed: 'error' };

const statusOf = (d: WebhookDeliveryFieldsFragment) => String(d.status).toLowerCase() as WebhookDeliveryStatus;

function DeliveryLine({ delivery: d }: { delivery: WebhookDeliveryFieldsFragment }) {
  const status = statusOf(d);
  const answer = d.lastStatus !== null && d.lastStatus !== undefined ? String(d.lastStatus) : d.lastError;
  return (
    <ListItem divider disableGutters sx={{ display: 'block', py: 1 }} data-testid="webhook-delivery">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
          {d.type}
        </Typography>
        <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={W.statuses[status]} />
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {W.columns.attempts}: {d.attempts}
          {answer ? ` · ${W.columns.lastStatus}: ${answer}` : ''}
        </Typography>
      </Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', overflowWrap: 'anywhere' }}>
        {fullWhenText(String(d.createdAt))}
        {status === 'pending' && d.nextAttemptAt && d.attempts > 0 ? ` · ${W.nextTry(fullWhenText(String(d.nextAttemptAt)))}` : ''}
        {d.lastError && d.lastStatus !== null && d.lastStatus !== undefined ? ` · ${d.lastError}` : ''}
      </Typography>
    </ListItem>
  );
}

export function WebhooksDialog({ partner, onClose }: { partner: PartnerFieldsFragment; onClose: () => void }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { toast } = useToast();
  const { data, loading, error, refetch } = useAdminQuery(AdminWebhookDeliveriesDocument, { variables: { partnerId: partner.id, limit: 50 } });
  const [sendTest, sending] = useMutation(SendTestWebhookDocument);
  const [rotate, rotating] = useMutation(RotateWebhookSecretDocument);
  const [confirming, setConfirming] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [hint, setHint] = useState(partner.webhookSecretHint ?? null);

  const test = async () => {
    try {
      const answer = await sendTest({ variables: { partnerId: partner.id } });
      const delivered = answer.data?.sendTestWebhook && statusOf(answer.data.sendTestWebhook) === 'delivered';
      toast(delivered ? { title: W.testSent, variant: 'success' } : { title: W.testFailed, description: answer.data?.sendTestWebhook.lastError ?? undefined, variant: 'destructive' });
    } catch (e) {
      toast({ title: W.testFailed, description: readFailure(e).message, variant: 'destructive' });
    }
    await refetch();
  };

  const newSecret = async () => {
    try {
      const answer = await rotate({ variables: { id: partner.id, expectedVersion: partner.version } });
      const made = answer.data?.rotateWebhookSecret;
      if (made) {
        setSecret(made.webhookSecret);
        setHint(made.partner.webhookSecretHint ?? null);
      }
    } catch (e) {
      toast({ title: W.rotateSecret, description: readFailure(e).message, variant: 'destructive' });
    }
    setConfirming(false);
  };

  const rows = data?.webhookDeliveries ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone} aria-labelledby="webhooks-title">
      <DialogTitle id="webhooks-title" sx={{ overflowWrap: 'anywhere' }}>
        {W.title(partner.name)}
      </DialogTitle>
      <DialogContent dividers>
        {partner.webhookUrl ? (
          <Typography variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', mb: 1 }}>
            {partner.webhookUrl}
          </Typography>
        ) : (
          <Alert severity="info" sx={{ mb: 1 }}>
            {W.noUrl}
          </Alert>
        )}
        {hint && (
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mb: 1 }}>
            {W.secretHint(hint)}
          </Typography>
        )}
        {secret && (
          <Box sx={{ mb: 2 }}>
            <Alert severity="warning" sx={{ mb: 1 }}>
              {W.secretOnce}
            </Alert>
            <TextField value={secret} fullWidth label={W.secretTitle} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'webhook-secret', spellCheck: false }, input: { sx: { fontFamily: 'monospace' } } }} onFocus={(e) => e.target.select()} />
          </Box>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
          <Button variant="contained" disabled={!partner.webhookUrl || Boolean(partner.disabledAt) || sending.loading} onClick={() => void test()}>
            {W.sendTest}
          </Button>
          <Button variant="outlined" disabled={rotating.loading} onClick={() => setConfirming(true)}>
            {W.rotateSecret}
          </Button>
        </Stack>
        {loading && !data ? (
          <LoadingState />
        ) : error && !data ? (
          <ErrorState onRetry={() => void refetch()}>{W.loadError}</ErrorState>
        ) : rows.length === 0 ? (
          <EmptyState title={W.empty} />
        ) : (
          <List dense disablePadding aria-label={W.open}>
            {rows.map((d) => (
              <DeliveryLine key={d.id} delivery={d} />
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{W.close}</Button>
      </DialogActions>
      <ConfirmDialog open={confirming} title={W.rotateSecret} confirmLabel={W.rotateSecret} pendingLabel={W.rotateSecret} pending={rotating.loading} tone="primary" onConfirm={() => void newSecret()} onClose={() => setConfirming(false)}>
        {W.rotateConfirm}
      </ConfirmDialog>
    </Dialog>
  );
}
