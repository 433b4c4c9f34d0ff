// A provider's week in one line ('24 Hours', 'Every day 5am–midnight', 'Mon–Fri 6am–10pm; Sat–Sun
// Closed'), broken only between its parts on a narrow screen, never inside '6pm–2am'. Cards show the
// week rather than today's hours: a card is in pages the server keeps and the device keeps for
// offline reading, where "today" would go stale overnight; the week stays true whenever it is read,
// and answers a 1 am arrival as well.
import { Fragment } from 'react';
import { ALWAYS_OPEN_TEXT, CLOSED_TEXT, hoursSummary, openingsOf, weekHoursLines, type WeekHours as Week } from '../../../api/domain/hours';

/** The week of a provider: around the clock ('24 Hours'), closed every day, or its openings. */
export default function WeekHours({ week }: { week: Week }) {
  const hours = openingsOf(week);
  const lines = weekHoursLines(hours);
  if (lines.length === 1 && (lines[0].text === ALWAYS_OPEN_TEXT || lines[0].text === CLOSED_TEXT)) return <>{hoursSummary(hours)}</>;
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={line.days}>
          {i > 0 && '; '}
          <span style={{ whiteSpace: 'nowrap' }}>{`${line.days} ${line.text}`}</span>
        </Fragment>
      ))}
    </>
  );
}
