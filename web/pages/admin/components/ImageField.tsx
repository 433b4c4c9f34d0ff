// An image field: paste a URL or upload a file to this site's server. While a file uploads the
// field reads 'Uploading {file name}...' with a progress bar; a failed upload clears it. A preview
// shows the image; one that cannot load says so ('Image error'). Every upload that starts is
// reported as ended, also when the field goes away mid-upload (its form closed, or the ad type
// changed), so that a form never keeps its save button disabled.
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import { UPLOAD_RULES } from '../../../../api/domain/inputs/admin';
import { isImageUrl } from '../../../../api/domain/rules';
import { useToast } from '../../../components/toast/ToastProvider';
import { uploadImage } from '../data/upload';

export const uploadingText = (fileName: string) => `Uploading ${fileName}...`;

export interface ImageFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
  error?: string | false;
  required?: boolean;
  helperText?: string;
  /** Toast title when the admin removes the image ('Image removed', 'Banner removed'). */
  removedTitle?: string;
  /** Shown in the preview instead of a broken image. */
  fallbackSrc?: string;
  onUploadingChange?: (uploading: boolean) => void;
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export function ImageField({
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  required,
  helperText = UPLOAD_RULES.hint,
  removedTitle = 'Image removed',
  fallbackSrc,
  onUploadingChange,
}: ImageFieldProps) {
  const id = useId();
  const { toast } = useToast();
  const [upload, setUpload] = useState<{ fileName: string; progress: number } | null>(null);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  /** The upload under way, with the value the field held before it (restored if it is cut short). */
  const running = useRef<{ controller: AbortController; previous: string } | null>(null);
  // The unmount clean-up below runs once, so it reads the parent's latest callbacks from here.
  const callbacks = useRef({ onChange, onUploadingChange });
  useEffect(() => {
    callbacks.current = { onChange, onUploadingChange };
  });

  // Leaving mid-upload cancels it, puts the previous value back in place of 'Uploading ...' and
  // tells the form the upload is over.
  useEffect(
    () => () => {
      const upload = running.current;
      if (!upload) return;
      running.current = null;
      upload.controller.abort();
      callbacks.current.onChange(upload.previous);
      callbacks.current.onUploadingChange?.(false);
    },
    [],
  );

  const previewSrc = useDebounced(value.trim(), 400);
  const showPreview = !upload && previewSrc !== '' && previewSrc === value.trim() && isImageUrl(previewSrc);
  const broken = showPreview && failedSrc === previewSrc;

  const setUploading = (state: { fileName: string; progress: number } | null) => {
    setUpload(state);
    onUploadingChange?.(state !== null);
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    // A second file while one uploads replaces it (the button is disabled then, but the input is not).
    const previous = running.current ? running.current.previous : value;
    running.current?.controller.abort();
    const controller = new AbortController();
    const upload = { controller, previous };
    running.current = upload;
    setUploading({ fileName: file.name, progress: 0 });
    onChange(uploadingText(file.name));
    let url: string | null;
    try {
      url = (await uploadImage(file, (p) => setUpload((u) => (u ? { ...u, progress: p } : u)), controller.signal)).url;
    } catch {
      url = null;
    }
    // Cut short (unmounted or replaced): whoever cut it short has already reported the end.
    if (running.current !== upload) return;
    running.current = null;
    setUploading(null);
    if (url) {
      onChange(url);
      toast({ title: 'Upload successful', description: `${file.name} is ready to use.`, variant: 'success' });
    } else {
      onChange('');
      toast({ title: 'Upload failed', description: 'Please try again or use an image URL instead', variant: 'destructive' });
    }
  };

  const onImageError = () => {
    if (failedSrc === previewSrc) return;
    setFailedSrc(previewSrc);
    toast({ title: 'Image error', description: 'Could not load the image. Please check the URL.', variant: 'destructive' });
  };

  const remove = () => {
    onChange('');
    setFailedSrc(null);
    toast({ title: removedTitle, description: 'Save the form to apply the change.' });
  };

  const percent = upload ? Math.round(upload.progress * 100) : 0;

  return (
    <Box>
      <TextField
        id={`${id}-url`}
        name={name}
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        required={required}
        fullWidth
        error={Boolean(error) && !upload}
        helperText={(!upload && error) || helperText}
        placeholder="https://... or /uploads/..."
        slotProps={{ htmlInput: { readOnly: Boolean(upload), inputMode: 'url', 'aria-busy': Boolean(upload) } }}
      />
      {upload && (
        <Box sx={{ mt: 1 }} role="status" aria-live="polite">
          <LinearProgress variant={percent > 0 ? 'determinate' : 'indeterminate'} value={percent} aria-label={`Upload progress for ${upload.fileName}`} />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {uploadingText(upload.fileName)} {percent > 0 ? `${percent}%` : ''}
          </Typography>
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
        <Button component="label" variant="outlined" size="small" startIcon={<CloudUploadOutlinedIcon />} disabled={Boolean(upload)}>
          Upload image
          <input
            type="file"
            accept="image/*"
            hidden
            name={`${name}-file`}
            aria-label="Choose a picture file to upload"
            onChange={onFile}
          />
        </Button>
        {value && !upload && (
          <Button variant="text" size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={remove}>
            Remove
          </Button>
        )}
      </Stack>
      {showPreview && (
        <Box
          sx={{
            mt: 1.5,
            p: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'grey.50',
            display: 'inline-flex',
            maxWidth: '100%',
          }}
        >
          {broken && !fallbackSrc ? (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary', p: 1 }}>
              <BrokenImageOutlinedIcon aria-hidden />
              <Typography variant="body2">Could not load the image. Please check the URL.</Typography>
            </Stack>
          ) : (
            <Box
              component="img"
              key={previewSrc}
              src={broken ? fallbackSrc : previewSrc}
              alt={`Preview of ${label.toLowerCase()}`}
              onError={broken ? undefined : onImageError}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: 180, objectFit: 'contain', borderRadius: 0.5 }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
