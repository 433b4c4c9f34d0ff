// Sticky site header: brand, the main navigation on desktop and a collapsible menu on phones that
// closes when a link is chosen. The current item is highlighted and marked aria-current. My arrival
// is listed once this browser holds a saved card.
import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Collapse, Container, IconButton, Toolbar, Typography, type SxProps, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { SITE } from '../../../api/domain/site';
import { useHasSavedCards } from '../../arrival/savedFlag';
import { MAIN_NAV, MY_ARRIVAL_LINK, isNavActive } from './siteLinks';

export function BrandLink({ light = false, onClick }: { light?: boolean; onClick?: () => void }) {
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onClick}
      aria-label={`${SITE.shortName} home`}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25, textDecoration: 'none', color: light ? 'common.white' : 'text.primary', borderRadius: 1 }}
    >
      <Box component="img" src="/icons/icon.svg" alt="" width={36} height={36} sx={{ display: 'block' }} />
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.3rem', letterSpacing: -0.3 }}>
        RDU<Box component="span" sx={{ color: light ? 'brand.onDarkAccent' : 'primary.main' }}> Rides</Box>
      </Typography>
    </Box>
  );
}

const desktopItemSx = (active: boolean): SxProps<Theme> => ({
  color: active ? 'primary.main' : 'text.primary',
  bgcolor: active ? 'rgba(21,101,192,0.08)' : 'transparent',
  fontWeight: active ? 700 : 500,
  px: 1.75,
  position: 'relative',
  '&::after': active ? { content: '""', position: 'absolute', left: 14, right: 14, bottom: 4, height: 2, borderRadius: 1, bgcolor: 'primary.main' } : undefined,
});

const mobileItemSx = (active: boolean): SxProps<Theme> => ({
  justifyContent: 'flex-start',
  py: 1.5,
  px: 2,
  fontSize: '1.05rem',
  color: active ? 'primary.main' : 'text.primary',
  bgcolor: active ? 'rgba(21,101,192,0.08)' : 'transparent',
  fontWeight: active ? 700 : 500,
  borderLeft: 3,
  borderColor: active ? 'primary.main' : 'transparent',
  borderRadius: 0,
});

/** The main nav as a list of buttons, the current page's marked (the desktop bar and the phone menu style them apart). */
function NavList({ listSx, itemSx, onNavigate, fullWidth }: { listSx: SxProps<Theme>; itemSx: (active: boolean) => SxProps<Theme>; onNavigate?: () => void; fullWidth?: boolean }) {
  const { pathname, hash } = useLocation();
  const items = useHasSavedCards() ? [...MAIN_NAV, MY_ARRIVAL_LINK] : MAIN_NAV;
  return (
    <Box component="ul" sx={listSx}>
      {items.map((item) => {
        const active = isNavActive(item.to, pathname, hash);
        return (
          <li key={item.to}>
            <Button component={RouterLink} to={item.to} onClick={onNavigate} aria-current={active ? 'page' : undefined} fullWidth={fullWidth} sx={itemSx(active)}>
              {item.label}
            </Button>
          </li>
        );
      })}
    </Box>
  );
}

/** The menu's copy in the page for visitors without scripts (the menu button links to it). */
const STATIC_MENU_ID = 'site-menu';

export default function SiteHeader() {
  const { pathname, hash } = useLocation();
  const [open, setOpen] = useState(false);

  // Close the menu on any navigation and on Escape.
  useEffect(() => setOpen(false), [pathname, hash]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ bgcolor: 'rgba(255,255,255,0.97)', borderBottom: 1, borderColor: 'divider', backdropFilter: 'saturate(180%) blur(8px)' }}>
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: 2 }}>
          <BrandLink onClick={() => setOpen(false)} />
          <Box component="nav" aria-label="Main" sx={{ ml: 'auto', display: { xs: 'none', md: 'block' } }}>
            <NavList listSx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 0 }} itemSx={desktopItemSx} />
          </Box>
          {/* A link to the menu written into the page (below) until scripts run, or without them;
              then a toggle for the collapsible menu. */}
          <IconButton
            component="a"
            href={`#${STATIC_MENU_ID}`}
            role="button"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls="mobile-menu"
            onClick={(e: React.MouseEvent) => {
              e.preventDefault();
              setOpen((o) => !o);
            }}
            sx={{ ml: 'auto', display: { xs: 'inline-flex', md: 'none' } }}
          >
            {open ? <CloseIcon /> : <MenuIcon />}
          </IconButton>
        </Toolbar>
      </Container>
      {/* Without scripts the menu button opens this copy of the menu (its address's #fragment). */}
      <Box
        component="nav"
        id={STATIC_MENU_ID}
        aria-label="Mobile"
        sx={{ display: 'none', '@media (scripting: none)': { '&:target': { display: { xs: 'block', md: 'none' } } }, borderTop: 1, borderColor: 'divider', pb: 1.5 }}
      >
        <Container maxWidth="lg">
          <NavList listSx={{ listStyle: 'none', m: 0, p: 0, pt: 1 }} itemSx={mobileItemSx} fullWidth />
        </Container>
      </Box>
      <Collapse in={open} timeout="auto" unmountOnExit sx={{ display: { md: 'none' } }}>
        <Box component="nav" id="mobile-menu" aria-label="Mobile" sx={{ borderTop: 1, borderColor: 'divider', pb: 1.5 }}>
          <Container maxWidth="lg">
            <NavList listSx={{ listStyle: 'none', m: 0, p: 0, pt: 1 }} itemSx={mobileItemSx} onNavigate={() => setOpen(false)} fullWidth />
          </Container>
        </Box>
      </Collapse>
    </AppBar>
  );
}
