// Recovery codes, shown once (after enrolment or when new ones are asked for): copy them, download
// them as a text file, and say they are saved before going on.
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopyOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { SITE } from '../../../../api/domain/site';
import { TWO_FACTOR_TEXTS as T } from './accountTexts';

export function RecoveryCodes({ codes, username, onDone }: { codes: readonly string[]; username: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `${SITE.shortName} recovery codes for ${username}\nEach code signs you in once instead of a code from your authenticator app.\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the codes are on screen and downloadable.
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = T.fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Box>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700 }}>
        {T.recoveryTitle}
      </Typography>
      <Alert severity="warning" sx={{ my: 1.5 }}>
        {T.recoveryIntro}
      </Alert>
      <Box
        component="ol"
        aria-label="Recovery codes"
        data-testid="recovery-codes"
        sx={{
          listStyle: 'none',
          p: 2,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
          gap: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
        <Button variant="outlined" startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />} onClick={() => void copy()}>
          {copied ? T.copied : T.copyCodes}
        </Button>
        <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={download}>
          {T.downloadCodes}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {T.saved}
        </Button>
      </Box>
    </Box>
  );
}
