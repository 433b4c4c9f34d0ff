// The period a CSV download covers, as an admin's address names it: `?days=N` (today and the N − 1
// days before it; `defaultDays` when neither is given) or `?month=YYYY-MM` (a calendar month, this one
// or an earlier one), in the site's days. One rule for every CSV file (clicks, conversions, kept clicks).
import { dayOf, lastDays, monthDays } from '../domain/clicks';
import { REPORT_PERIOD_RULES, RULE_MESSAGES, type ReportPeriodInput } from '../domain/inputs';
import { ValidationError } from './errors';
import { validateInput } from './validation';

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The report's days, oldest first. `raw` is the query ({ days, month }) or, as callers passed before, the days alone. */
export function reportPeriodDays(raw: unknown, now: Date, defaultDays: number): string[] {
  const query: ReportPeriodInput = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? (raw as ReportPeriodInput) : { days: raw as ReportPeriodInput['days'] };
  const input = validateInput(REPORT_PERIOD_RULES, { days: query.days, month: query.month });
  if (given(input.month)) {
    if (given(input.days)) throw new ValidationError({ month: RULE_MESSAGES.reportPeriodBoth });
    const month = String(input.month);
    if (month > dayOf(now).slice(0, 7)) throw new ValidationError({ month: RULE_MESSAGES.reportMonthAhead });
    return monthDays(month);
  }
  return lastDays(given(input.days) ? Number(input.days) : defaultDays, now);
}
