// Accessibility styles. DARK_AREA_FOCUS: a focus ring that stays visible on the dark blue and navy
// areas (hero, page banners, footer), where the theme's blue ring would disappear.
import { PALETTE } from '../../themeColors';

export const DARK_AREA_FOCUS = {
  '& .Mui-focusVisible, & a:focus-visible, & button:focus-visible': { outline: `3px solid ${PALETTE.brand.focusOnDark} !important`, outlineOffset: '2px' },
} as const;

/** Text for screen readers and crawlers only (it takes no room and is not seen). */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
