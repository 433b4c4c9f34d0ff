// The 'Map Settings' tab: centre, zoom (1-20) and route colour, previewed live on the map.
import CenterFocusStrongOutlinedIcon from '@mui/icons-material/CenterFocusStrongOutlined';
import { Box, Button, Grid, Typography } from '@mui/material';
import { FormikProvider, type FormikProps } from 'formik';
import { COLOR_PATTERN, MAP } from '../../../../api/domain/rules';
import { BoundNumberField, BoundTextField } from '../forms/BoundFields';
import type { RouteFormValues } from './routeSchema';

export interface MapSettingsFieldsProps {
  formik: FormikProps<RouteFormValues>;
  /** Copies the map's current centre and zoom into the fields. */
  onUseMapView?: () => void;
}

/** A colour input only understands #rrggbb. */
function toHex6(color: string): string {
  const c = color.trim();
  if (/^#[0-9a-f]{6}$/i.test(c)) return c;
  if (/^#[0-9a-f]{3}$/i.test(c)) return `#${c[1]}${c[1]}${c[2]}${c[2]}${c[3]}${c[3]}`;
  return MAP.defaultRouteColor;
}

export function MapSettingsFields({ formik, onUseMapView }: MapSettingsFieldsProps) {
  const { values, setFieldValue } = formik;
  const colorValid = COLOR_PATTERN.test(values.routeColor.trim());

  return (
    <FormikProvider value={formik}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        Map centre
      </Typography>
      <Grid container spacing={2}>
        <Grid size={6}>
          <BoundTextField name="centerLat" label="Center latitude" helperText="Optional" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        </Grid>
        <Grid size={6}>
          <BoundTextField name="centerLng" label="Center longitude" helperText="Optional" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <BoundNumberField
            name="defaultZoom"
            label="Default zoom"
            helperText={`${MAP.minZoom} to ${MAP.maxZoom} (default ${MAP.defaultZoom})`}
            slotProps={{ htmlInput: { min: MAP.minZoom, max: MAP.maxZoom, step: 1 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'flex-start' }}>
          {onUseMapView && (
            <Button startIcon={<CenterFocusStrongOutlinedIcon />} onClick={onUseMapView} sx={{ mt: 1 }}>
              Use current map view
            </Button>
          )}
        </Grid>
      </Grid>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 3, mb: 1.5 }}>
        Route line
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <Box
          component="input"
          type="color"
          aria-label="Pick the route colour"
          value={toHex6(values.routeColor)}
          onChange={(e: React.ChangeEvent<HTMLInputElement>) => void setFieldValue('routeColor', e.target.value.toUpperCase())}
          sx={{
            width: 56,
            height: 56,
            p: 0.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            cursor: 'pointer',
            flexShrink: 0,
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        />
        <BoundTextField name="routeColor" label="Route colour" helperText={`Any CSS colour such as ${MAP.defaultRouteColor}`} />
      </Box>
      <Box
        aria-hidden
        sx={{ mt: 2, height: 6, borderRadius: 3, bgcolor: colorValid ? values.routeColor.trim() : MAP.defaultRouteColor, opacity: MAP.lineOpacity }}
      />
    </FormikProvider>
  );
}
