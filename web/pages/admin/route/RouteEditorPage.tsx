// /admin/providers/route/:id: a provider's route points and map settings, with a live map, and the
// provider's History panel.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Box, Button, Grid, Paper, Tab, Tabs, Typography } from '@mui/material';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { COLOR_PATTERN, MAP } from '../../../../api/domain/rules';
import { LoadingState } from '../../../components/common/States';
import { useAuth } from '../auth/AuthContext';
import { AccessDenied } from '../components/AccessDenied';
import { PageHeader, useAdminTitle } from '../components/PageHeader';
import { TabLabel } from '../components/TabLabel';
import { SaveConflict } from '../forms/ConflictDialog';
import { SaveBar } from '../forms/FormActions';
import { HistoryPanel } from '../history/HistoryPanel';
import { AdminProviderRouteDocument } from '../../../data/admin.generated';
import { providerLoadState, useIdParam } from '../providers/loadedProvider';
import { MapSettingsFields } from './MapSettingsFields';
import { RouteMapEditor } from './RouteMapEditor';
import { RoutePointsFields } from './RoutePointsFields';
import { drawablePoints, isLatitude, isLongitude, mapView } from './routeSchema';
import { useRouteEditor } from './useRouteEditor';
import { ROUTES } from '../../../../api/domain/routes';

export function RouteEditorPage() {
  useAdminTitle('Edit Route');
  const { user, checking } = useAuth();
  const id = useIdParam();
  const isAdmin = Boolean(user?.isAdmin);
  const valid = !Number.isNaN(id);
  const editor = useRouteEditor(valid ? id : 0, isAdmin && valid);
  const { provider, formik, loading, loadFailure, actions } = editor;
  const [tab, setTab] = useState(0);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const client = useApolloClient();

  const values = formik.values;
  const drawn = useMemo(() => drawablePoints(values.points), [values.points]);
  // The map opens on the saved view; later edits of the settings move it (live preview).
  const initialView = useMemo(() => mapView(editor.initialValues), [editor.initialValues]);
  const zoomText = String(values.defaultZoom).trim();
  const zoom = /^\d+$/.test(zoomText) && Number(zoomText) >= MAP.minZoom && Number(zoomText) <= MAP.maxZoom ? Number(zoomText) : initialView.zoom;
  const center = isLatitude(values.centerLat) && isLongitude(values.centerLng) ? { lat: Number(values.centerLat), lng: Number(values.centerLng) } : null;
  const color = COLOR_PATTERN.test(values.routeColor.trim()) ? values.routeColor.trim() : MAP.defaultRouteColor;

  const { applyMapView } = editor;
  const copyMapView = useCallback(() => {
    if (!map) return;
    const c = map.getCenter();
    applyMapView({ lat: c.lat, lng: c.lng }, map.getZoom());
  }, [map, applyMapView]);

  if (checking) return <LoadingState label="Checking your session" />;
  if (!isAdmin) return <AccessDenied />;
  const waiting = providerLoadState({
    named: valid,
    provider,
    loading,
    failure: loadFailure,
    loadingLabel: 'Loading route',
    errorText: (reason) => `Failed to fetch provider: ${reason}`,
  });
  if (waiting || !provider) return waiting;

  // The list's own message (too many points, or more than the column holds) belongs to no field.
  const listError = formik.submitCount > 0 && typeof formik.errors.points === 'string' ? formik.errors.points : null;
  const pointErrors = Boolean(listError) || (formik.submitCount > 0 && Array.isArray(formik.errors.points) && formik.errors.points.some(Boolean));
  const settingErrors = formik.submitCount > 0 && Boolean(formik.errors.centerLat || formik.errors.centerLng || formik.errors.defaultZoom || formik.errors.routeColor);

  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-label={`Route of ${provider.name}`}>
      <Button component={RouterLink} to={ROUTES.adminProviders.path} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Back to Providers
      </Button>
      <PageHeader title={provider.name} subtitle="Route editor: the points of the route, the map centre, zoom and line colour." />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 6 }} sx={{ order: { xs: 2, lg: 1 } }}>
          <Paper variant="outlined">
            <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} aria-label="Route editor sections" variant="fullWidth">
              <Tab label={<TabLabel label="Route Points" count={values.points.length} />} id="route-tab-0" aria-controls="route-panel-0" sx={pointErrors ? { color: 'error.main' } : undefined} />
              <Tab label="Map Settings" id="route-tab-1" aria-controls="route-panel-1" sx={settingErrors ? { color: 'error.main' } : undefined} />
            </Tabs>
            <Box role="tabpanel" id="route-panel-0" aria-labelledby="route-tab-0" hidden={tab !== 0} sx={{ p: 2 }}>
              {tab === 0 && (
                <RoutePointsFields formik={formik} onAdd={() => actions.add()} onRemove={actions.remove} onReorder={actions.reorder} />
              )}
            </Box>
            <Box role="tabpanel" id="route-panel-1" aria-labelledby="route-tab-1" hidden={tab !== 1} sx={{ p: 2 }}>
              {tab === 1 && <MapSettingsFields formik={formik} onUseMapView={map ? copyMapView : undefined} />}
            </Box>
          </Paper>
          {listError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {listError}
            </Alert>
          ) : (pointErrors || settingErrors) && (
            <Alert severity="error" sx={{ mt: 2 }}>
              Please fix the highlighted fields{pointErrors && settingErrors ? ' on both tabs' : pointErrors && tab !== 0 ? ' on the Route Points tab' : settingErrors && tab !== 1 ? ' on the Map Settings tab' : ''}.
            </Alert>
          )}
        </Grid>
        <Grid size={{ xs: 12, lg: 6 }} sx={{ order: { xs: 1, lg: 2 } }}>
          <Paper variant="outlined" sx={{ p: 1.5, position: { lg: 'sticky' }, top: { lg: 24 } }}>
            <Box sx={{ height: { xs: 360, md: 440, lg: MAP.height } }} data-testid="route-map">
              <RouteMapEditor
                points={drawn}
                color={color}
                initialView={initialView}
                view={{ center, zoom }}
                onAddPoint={actions.add}
                onMovePoint={actions.move}
                onMapReady={setMap}
                height="100%"
              />
            </Box>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1 }}>
              Click the map to add a waypoint; drag a marker to move its point. The line joins the points in list order.
            </Typography>
          </Paper>
        </Grid>
      </Grid>
      <SaveConflict conflict={editor.conflict} />
      <SaveBar submitLabel="Save Route" submitting={formik.isSubmitting} cancelTo={ROUTES.adminProviders.path} sx={{ mt: 3 }} />
      {/* The provider's history (route changes among the rest); a revert reads the route again in place. */}
      <HistoryPanel entityType="Provider" entityId={id} keepRecordCached inForm onReverted={() => client.refetchQueries({ include: [AdminProviderRouteDocument] })} />
    </Box>
  );
}
