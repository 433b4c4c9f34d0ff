// A one-time password (a new account's, or after an owner's reset), shown this once to the owner who
// hands it over: it is never shown again, and its holder replaces it at their first sign-in.
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';

export const ONE_TIME_TEXTS = {
  title: 'One-time password',
  intro: (username: string) => `Give ${username} this password in person or over a channel you trust. It works for one sign-in, where they choose their own.`,
  once: 'It is shown only now.',
  copy: 'Copy password',
  copied: 'Copied',
  done: 'Done',
} as const;
const T = ONE_TIME_TEXTS;

export function OneTimePasswordDialog({ handOver, onClose }: { handOver: { username: string; password: string } | null; onClose: () => void }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  // Kept while the dialog fades out, so its text does not go blank.
  const [shown, setShown] = useState(handOver);
  useEffect(() => {
    if (handOver) {
      setShown(handOver);
      setCopied(false);
    }
  }, [handOver]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown?.password ?? '');
      setCopied(true);
    } catch {
      // No clipboard here: the password is on screen to copy by hand.
    }
  };
  return (
    <Dialog open={handOver !== null} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
      <DialogTitle id={`${id}-title`}>{T.title}</DialogTitle>
      <DialogContent>
        <Typography>{shown ? T.intro(shown.username) : ''}</Typography>
        <Box
          data-testid="one-time-password"
          sx={{ my: 2, p: 2, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', fontSize: '1.15rem', textAlign: 'center', wordBreak: 'break-all', userSelect: 'all' }}
        >
          {shown?.password}
        </Box>
        <Alert severity="warning">{T.once}</Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />} onClick={() => void copy()}>
          {copied ? T.copied : T.copy}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {T.done}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
