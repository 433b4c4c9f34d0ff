// What exists at the airport at any hour (the taxi rank, public transit, the airport's accessible
// transport), as the operator keeps it: shown under a trip's answer when no provider can take the
// trip, after the suggestions. A trip that asks for a wheelchair sees the accessible ones first.
import AccessibleIcon from '@mui/icons-material/Accessible';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box } from '@mui/material';
import { AIRPORT_OPTION_TEXTS as T, airportOptionsFor, type AirportOptionFacts } from '../../../api/domain/airportOptions';

/** The section's one style rule (plain elements inside). */
const sectionSx = {
  mb: 3,
  '& h3': { typography: 'h6', fontWeight: 700, mt: 0, mb: 0.5 },
  '& .help': { mt: 0, mb: 1.5, color: 'text.secondary' },
  '& > ul': { m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } },
  '& > ul > li': { border: 1, borderColor: 'divider', bgcolor: 'background.paper', borderRadius: 3, p: { xs: 2, md: 2.5 }, display: 'grid', gap: 0.75, alignContent: 'start' },
  '& h4': { m: 0, typography: 'subtitle1', fontWeight: 700, lineHeight: 1.35 },
  '& .accessible': { display: 'inline-flex', alignItems: 'center', gap: 0.5, width: 'fit-content', typography: 'caption', fontWeight: 700, color: 'success.dark', border: 1, borderColor: 'success.dark', borderRadius: 1, px: 0.75 },
  '& .when': { display: 'flex', alignItems: 'center', gap: 0.75, fontWeight: 600, typography: 'body2' },
  '& .what': { m: 0, color: 'text.secondary', typography: 'body2' },
  '& .actions': { display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 0.5 },
  '& .actions a': { display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700, color: 'primary.main', minHeight: 44, textDecoration: 'underline' },
  '& svg': { fontSize: '1.1rem', flexShrink: 0 },
} as const;

export default function AirportOptions({ options, wheelchair }: { options: readonly AirportOptionFacts[]; wheelchair: boolean }) {
  if (!options.length) return null;
  return (
    <Box component="section" aria-labelledby="answer-airport-title" data-testid="trip-airport-options" sx={sectionSx}>
      <h3 id="answer-airport-title">{T.heading}</h3>
      <p className="help">{T.help}</p>
      <ul>
        {airportOptionsFor(options, wheelchair).map((o) => (
          <li key={o.id} data-airport-option={o.id} aria-labelledby={`airport-option-${o.id}`}>
            <h4 id={`airport-option-${o.id}`}>{o.title}</h4>
            {o.accessible && (
              <span className="accessible">
                <AccessibleIcon aria-hidden="true" />
                {T.accessible}
              </span>
            )}
            <span className="when">
              <ScheduleIcon aria-hidden="true" />
              {o.availability}
            </span>
            <p className="what">{o.description}</p>
            {(o.phone || o.linkUrl) && (
              <span className="actions">
                {o.phone && (
                  <a href={`tel:${o.phone.replace(/[^\d+]/g, '')}`}>
                    <PhoneIcon aria-hidden="true" />
                    {T.call(o.phone)}
                  </a>
                )}
                {o.linkUrl && (
                  <a href={o.linkUrl} target="_blank" rel="noopener noreferrer" aria-label={`${T.link}: ${o.title} (opens in a new tab)`}>
                    <OpenInNewIcon aria-hidden="true" />
                    {T.link}
                  </a>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Box>
  );
}
