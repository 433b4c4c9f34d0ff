// State, load, save and toasts of the route editor (the kit's form hook with the route's mutation
// and toasts, plus the point list operations); the fields and the map only draw and report.
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LatLng } from '../../../../api/domain/provider';
import { MAP } from '../../../../api/domain/rules';
import type { AdminProviderRouteFieldsFragment, ProviderRouteInput } from '../../../data/admin.generated';
import { AdminProviderRouteDocument, AdminUpdateProviderRouteDocument } from '../../../data/admin.generated';
import { ROUTE_POINT_LABELS } from '../../../components/map/routePoints';
import type { FieldTexts } from '../forms/conflict';
import { useEntityForm, type EntityFormOptions } from '../forms/useEntityForm';
import { useLoadedProvider } from '../providers/loadedProvider';
import { coordText, newRoutePoint, routeSchema, toRouteInput, toRouteValues, type RouteFormValues } from './routeSchema';
import { ROUTES } from '../../../../api/domain/routes';

const EMPTY_ROUTE: RouteFormValues = {
  points: [],
  centerLat: '',
  centerLng: '',
  defaultZoom: String(MAP.defaultZoom),
  routeColor: MAP.defaultRouteColor,
};

/** Point list operations on a formik form (used by the page and its tests). */
export function usePointActions(values: RouteFormValues, setFieldValue: (field: string, value: unknown) => unknown) {
  const points = values.points;
  return useMemo(
    () => ({
      add: (at?: LatLng) => void setFieldValue('points', [...points, newRoutePoint(points.length, at)]),
      remove: (index: number) => void setFieldValue('points', points.filter((_, i) => i !== index)),
      move: (index: number, at: LatLng) =>
        void setFieldValue(
          'points',
          points.map((p, i) => (i === index ? { ...p, lat: coordText(at.lat), lng: coordText(at.lng) } : p)),
        ),
      reorder: (index: number, offset: -1 | 1) => {
        const target = index + offset;
        if (target < 0 || target >= points.length) return;
        const next = [...points];
        [next[index], next[target]] = [next[target], next[index]];
        void setFieldValue('points', next);
      },
    }),
    [points, setFieldValue],
  );
}

/** The route's settings in the conflict dialog; a point reads '1. Terminal 1 (Pickup) 35.8776, -78.7875'. */
const ROUTE_FIELD_TEXTS: FieldTexts<RouteFormValues> = {
  points: {
    label: 'Route points',
    show: (points) => (points.length ? points.map((p, i) => `${i + 1}. ${p.name.trim()} (${ROUTE_POINT_LABELS[p.type] ?? p.type}) ${p.lat}, ${p.lng}`).join('\n') : 'None'),
  },
  centerLat: { label: 'Center latitude' },
  centerLng: { label: 'Center longitude' },
  defaultZoom: { label: 'Default zoom' },
  routeColor: { label: 'Route colour' },
};

const routeForm: EntityFormOptions<AdminProviderRouteFieldsFragment, RouteFormValues, ProviderRouteInput> = {
  schema: routeSchema,
  empty: EMPTY_ROUTE,
  toValues: toRouteValues,
  toInput: toRouteInput,
  update: AdminUpdateProviderRouteDocument,
  toasts: {
    updated: (_input, provider) => ({ title: 'Route data updated', description: `The route of ${provider?.name ?? 'the provider'} has been saved.` }),
    failed: (_mode, reason) => ({ title: 'Update failed', description: reason }),
  },
  conflict: { noun: 'route', fields: ROUTE_FIELD_TEXTS },
};

export function useRouteEditor(id: number, enabled: boolean) {
  const { provider, loading, failure } = useLoadedProvider(AdminProviderRouteDocument, id, enabled);
  const navigate = useNavigate();
  const { formik, initialValues, conflict } = useEntityForm({ ...routeForm, page: { id, entity: provider, onSaved: () => navigate(ROUTES.adminProviders.path) } });

  const actions = usePointActions(formik.values, formik.setFieldValue);
  const { setFieldValue } = formik;
  const applyMapView = useCallback(
    (center: LatLng, zoom: number) => {
      void setFieldValue('centerLat', coordText(center.lat));
      void setFieldValue('centerLng', coordText(center.lng));
      void setFieldValue('defaultZoom', String(Math.round(zoom)));
    },
    [setFieldValue],
  );

  return { provider, loading, loadFailure: failure, formik, initialValues, actions, applyMapView, conflict };
}
