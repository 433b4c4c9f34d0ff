/** 'Mar 4, 2025' (and the time when asked) in the admin's locale. */
export function formatDate(iso: string, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
}

/** 'Nov 29, 2026, 2:02:11 PM': to the second, for telling two saves of one minute apart. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
}

const RELATIVE_STEPS: [limitSeconds: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] = [
  [45 * 60, 'minute', 60],
  [22 * 3600, 'hour', 3600],
  [26 * 86400, 'day', 86400],
  [320 * 86400, 'month', 30 * 86400],
  [Infinity, 'year', 365 * 86400],
];

/** 'just now', '3 minutes ago', 'yesterday', 'last month'; `now` in ms (the clock by default). */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  // A clock a little ahead of the admin's reads as just now, not "in 3 seconds".
  const seconds = Math.max(0, (now - at) / 1000);
  if (seconds < 45) return 'just now';
  const [, unit, size] = RELATIVE_STEPS.find(([limit]) => seconds < limit)!;
  return new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }).format(-Math.max(1, Math.round(seconds / size)), unit);
}
