// The 'Route Points' tab: each point's name, type and coordinates, in route order.
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Box, Button, Grid, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { FormikProvider, type FormikProps } from 'formik';
import { ROUTE_POINT_TYPES, type RoutePointType } from '../../../../api/domain/rules';
import { ROUTE_POINT_COLORS, ROUTE_POINT_LABELS } from '../../../components/map/routePoints';
import { BoundSelectField, BoundTextField } from '../forms/BoundFields';
import type { RouteFormValues } from './routeSchema';

export interface RoutePointsFieldsProps {
  formik: FormikProps<RouteFormValues>;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onReorder: (index: number, offset: -1 | 1) => void;
}

export function RoutePointsFields({ formik, onAdd, onRemove, onReorder }: RoutePointsFieldsProps) {
  const { values } = formik;
  return (
    <FormikProvider value={formik}>
      {values.points.length === 0 && (
        <Typography sx={{ color: 'text.secondary', py: 2 }}>
          No route points yet. Add a point, or click the map to place one.
        </Typography>
      )}
      <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {values.points.map((point, index) => (
          <Paper component="li" key={point.key} variant="outlined" sx={{ p: 1.5 }} aria-label={`Point ${index + 1}`}>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5, gap: 1 }}>
              <Box
                aria-hidden
                sx={{
                  width: 26,
                  height: 26,
                  borderRadius: '50%',
                  bgcolor: ROUTE_POINT_COLORS[point.type] ?? 'grey.500',
                  color: 'common.white',
                  fontSize: 13,
                  fontWeight: 700,
                  display: 'grid',
                  placeItems: 'center',
                  flexShrink: 0,
                }}
              >
                {index + 1}
              </Box>
              <Typography variant="subtitle2" sx={{ flex: 1, minWidth: 0 }} noWrap>
                Point {index + 1} · {ROUTE_POINT_LABELS[point.type] ?? point.type}
              </Typography>
              <Tooltip title="Move up">
                <span>
                  <IconButton size="small" aria-label={`Move point ${index + 1} up`} disabled={index === 0} onClick={() => onReorder(index, -1)}>
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Move down">
                <span>
                  <IconButton
                    size="small"
                    aria-label={`Move point ${index + 1} down`}
                    disabled={index === values.points.length - 1}
                    onClick={() => onReorder(index, 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <Tooltip title="Remove point">
                <IconButton size="small" color="error" aria-label={`Remove point ${index + 1}`} onClick={() => onRemove(index)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
            <Grid container spacing={1.5}>
              <Grid size={{ xs: 12, sm: 8 }}>
                <BoundTextField name={`points.${index}.name`} size="small" label="Name" />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <BoundSelectField name={`points.${index}.type`} size="small" label="Type" options={ROUTE_POINT_TYPES} optionLabel={(t) => ROUTE_POINT_LABELS[t as RoutePointType]} />
              </Grid>
              <Grid size={6}>
                <BoundTextField name={`points.${index}.lat`} size="small" label="Latitude" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
              </Grid>
              <Grid size={6}>
                <BoundTextField name={`points.${index}.lng`} size="small" label="Longitude" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
              </Grid>
            </Grid>
          </Paper>
        ))}
      </Stack>
      <Button startIcon={<AddIcon />} variant="outlined" onClick={onAdd} sx={{ mt: 2 }}>
        Add Point
      </Button>
    </FormikProvider>
  );
}
