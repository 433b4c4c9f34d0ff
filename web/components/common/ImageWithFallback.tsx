// An image that turns into a coloured placeholder with the name when the source is missing or
// fails to load (SPEC.md section 4). Default height 200px.
import { Box, useTheme, type SxProps, type Theme } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { providerTypeSwatch } from '../../theme';

export interface ImageWithFallbackProps {
  src: string | null | undefined;
  alt: string;
  /** Text shown on the placeholder (usually the provider or resource name). */
  name: string;
  /** Provider type; picks the placeholder colour. */
  type?: string | null;
  height?: number | string;
  /** Width/height hints for the browser so the page does not jump while images load. */
  intrinsicWidth?: number;
  intrinsicHeight?: number;
  eager?: boolean;
  /** Fetched before other images (the page's largest image at first sight). */
  priority?: boolean;
  sx?: SxProps<Theme>;
}

export default function ImageWithFallback({
  src,
  alt,
  name,
  type,
  height = 200,
  intrinsicWidth = 800,
  intrinsicHeight = 500,
  eager = false,
  priority = false,
  sx,
}: ImageWithFallbackProps) {
  const theme = useTheme();
  const [failed, setFailed] = useState(false);
  const img = useRef<HTMLImageElement>(null);
  useEffect(() => setFailed(false), [src]);
  // An image of a server-rendered page may have failed before React was there to hear it.
  useLayoutEffect(() => {
    const element = img.current;
    if (element?.complete && element.naturalWidth === 0 && element.getAttribute('src')) setFailed(true);
  }, [src]);

  if (!src || !src.trim() || failed) {
    // Its colours by provider type: the theme's palette.providerType (web/themeColors.ts).
    const colors = providerTypeSwatch(theme, type);
    return (
      <Box
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        data-testid="image-fallback"
        sx={[
          {
            height,
            width: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            px: 2,
            fontWeight: 700,
            fontSize: '1.25rem',
            lineHeight: 1.3,
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
        style={{ backgroundColor: colors.main, color: colors.contrastText }}
      >
        <span aria-hidden="true">{name}</span>
      </Box>
    );
  }

  return (
    <Box
      component="img"
      ref={img}
      src={src}
      alt={alt}
      width={intrinsicWidth}
      height={intrinsicHeight}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      sx={[{ display: 'block', width: '100%', height, objectFit: 'cover', bgcolor: 'grey.100' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
