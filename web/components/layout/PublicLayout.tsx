// The public page frame (SPEC.md section 2): skip link, sticky header, header ad slot, the page,
// footer ad slot and footer. Also keeps scrolling and focus sensible on client-side navigation.
import { Box, Container } from '@mui/material';
import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import { WithApollo } from '../../data/WithApollo';
import { HydrateOn } from '../../ssr/islands';
import { AdSlot, SiteFooter } from '../deferredParts';
import SiteHeader from './SiteHeader';
import { useScrollManagement } from './useScrollManagement';

export default function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useScrollManagement(mainRef);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', overflowX: 'clip' }}>
      <Box
        component="a"
        href="#main-content"
        onClick={(e: React.MouseEvent) => {
          e.preventDefault();
          mainRef.current?.focus();
          mainRef.current?.scrollIntoView();
        }}
        sx={{
          position: 'absolute',
          left: 8,
          top: -100,
          zIndex: (t) => t.zIndex.appBar + 1,
          bgcolor: 'primary.main',
          color: 'common.white',
          px: 2,
          py: 1.25,
          borderRadius: 1,
          fontWeight: 700,
          textDecoration: 'none',
          '&:focus': { top: 8, outline: '3px solid', outlineColor: 'brand.skipLinkFocus', outlineOffset: 2 },
        }}
      >
        Skip to content
      </Box>
      <SiteHeader />
      <Container maxWidth="lg">
        <AdSlot location="header" spacing={1.5} landmarkLabel="Advertisement (top of page)" />
      </Container>
      <Box component="main" id="main-content" ref={mainRef} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none', scrollMarginTop: 80 }}>
        {/* The page's content is in the server's HTML: its code and the data client load, and it
            hydrates, once the browser is idle after the first paint (or at once if the visitor
            uses it first). Its links and forms work natively until then. */}
        {/* One boundary for the page and its code: it hydrates whole, and a client-side navigation
            (a transition) keeps the current page on screen until the next one is ready. */}
        <HydrateOn trigger="idle">
          <WithApollo>
            <Outlet />
          </WithApollo>
        </HydrateOn>
      </Box>
      <Container maxWidth="lg">
        <AdSlot location="footer" landmarkLabel="Advertisement (bottom of page)" />
      </Container>
      <SiteFooter />
    </Box>
  );
}
