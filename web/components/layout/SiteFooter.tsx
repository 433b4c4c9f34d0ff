// Site footer: provider links from the data, resource and quick links, social links (new tab) and
// the independence / affiliate notes. My arrival leads the quick links once a card is saved here.
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import { useQuery } from '@apollo/client/react';
import { Box, Container, IconButton, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SITE } from '../../../api/domain/site';
import { ProvidersDocument } from '../../data/generated';
import { BrandLink } from './SiteHeader';
import { useHasSavedCards } from '../../arrival/savedFlag';
import { FOOTER_PROVIDER_COUNT, FOOTER_QUICK_LINKS, FOOTER_RESOURCE_LINKS, MY_ARRIVAL_LINK, SOCIAL_LINKS, type NavItem } from './siteLinks';
import { DARK_AREA_FOCUS } from '../common/focus';

const SOCIAL_ICONS = { Facebook: FacebookIcon, 'X (Twitter)': XIcon, Instagram: InstagramIcon, LinkedIn: LinkedInIcon } as const;

const linkSx = { color: '#C9D6E8', fontSize: '0.95rem', '&:hover': { color: '#fff' } } as const;

function LinkGroup({ title, id, links }: { title: string; id: string; links: NavItem[] }) {
  return (
    <Box component="nav" aria-labelledby={id}>
      <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: '1rem', color: '#fff', mb: 1.5 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {links.map((l) => (
          <li key={l.to}>
            <Link component={RouterLink} to={l.to} sx={linkSx}>
              {l.label}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}

export default function SiteFooter() {
  const { data } = useQuery(ProvidersDocument);
  const hasCards = useHasSavedCards();
  const providerLinks: NavItem[] = [
    ...(data?.providers ?? []).slice(0, FOOTER_PROVIDER_COUNT).map((p) => ({ label: p.name, to: `/providers/${p.slug}` })),
    { label: 'All Providers', to: '/providers' },
  ];
  // The clock differs between the server's render and hydration only across New Year: React keeps
  // the server's year then (suppressHydrationWarning) and the next render shows the new one.
  const year = new Date().getFullYear();

  return (
    <Box component="footer" sx={{ bgcolor: '#0B1F3A', color: '#C9D6E8', pt: { xs: 6, md: 8 }, pb: 4, mt: 'auto', ...DARK_AREA_FOCUS }}>
      <Container maxWidth="lg">
        <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 }, gridTemplateColumns: { xs: '1fr 1fr', md: '1.4fr 1fr 1fr 1fr' } }}>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <BrandLink light />
            <Typography sx={{ mt: 2, fontSize: '0.95rem', lineHeight: 1.7, maxWidth: 340 }}>
              Compare shuttles, taxis, black cars and minibuses at Raleigh-Durham International Airport, then book directly with the provider.
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
              {SOCIAL_LINKS.map((s) => {
                const Icon = SOCIAL_ICONS[s.label];
                return (
                  <IconButton
                    key={s.label}
                    component="a"
                    href={s.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${SITE.shortName} on ${s.label} (opens in a new tab)`}
                    sx={{ color: '#fff', bgcolor: 'rgba(255,255,255,0.08)', '&:hover': { bgcolor: 'rgba(255,255,255,0.18)' } }}
                  >
                    <Icon fontSize="small" />
                  </IconButton>
                );
              })}
            </Box>
          </Box>
          <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
            <LinkGroup title="Top Providers" id="footer-providers" links={providerLinks} />
          </Box>
          <LinkGroup title="Travel Resources" id="footer-resources" links={FOOTER_RESOURCE_LINKS} />
          <LinkGroup title="Quick Links" id="footer-quick" links={hasCards ? [MY_ARRIVAL_LINK, ...FOOTER_QUICK_LINKS] : FOOTER_QUICK_LINKS} />
        </Box>
        <Box sx={{ mt: { xs: 5, md: 6 }, pt: 3, borderTop: '1px solid rgba(255,255,255,0.14)', display: 'grid', gap: 1.5, fontSize: '0.85rem', lineHeight: 1.6 }}>
          <Typography sx={{ fontSize: 'inherit' }}>
            {SITE.shortName} is an independent comparison service. We are not affiliated with, endorsed by or operated by Raleigh-Durham
            International Airport or the Raleigh-Durham Airport Authority. We may earn a commission when you book through links on this site,
            at no extra cost to you.{' '}
            <Link component={RouterLink} to="/affiliate-disclosure" sx={{ ...linkSx, fontSize: 'inherit', textDecoration: 'underline' }}>
              How we earn commissions
            </Link>
            .
          </Typography>
          <Typography sx={{ fontSize: 'inherit' }} suppressHydrationWarning>
            &copy; {year} {SITE.shortName}. All rights reserved.
          </Typography>
        </Box>
      </Container>
    </Box>
  );
}
