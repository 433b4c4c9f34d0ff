// A focus ring that stays visible on the dark blue and navy areas (hero, page banners, footer),
// where the theme's blue ring would disappear.
export const DARK_AREA_FOCUS = {
  '& .Mui-focusVisible, & a:focus-visible, & button:focus-visible': { outline: '3px solid #FFD54F !important', outlineOffset: '2px' },
} as const;
