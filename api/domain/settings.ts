// The back office's settings an owner changes (stored as text in site_settings, one row a key), with
// their defaults: a setting never written reads as its default.

export const SETTINGS = {
  /** Every account must use two-factor sign-in: one without it enrols before anything else. */
  requireTwoFactor: { key: 'requireTwoFactor', label: 'Require two-factor sign-in for everyone', default: false },
} as const;

export type SettingName = keyof typeof SETTINGS;
