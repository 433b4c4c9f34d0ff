// State, load, save and toasts of the route editor; the fields and the map only draw and report.
import { useMutation, useQuery } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LatLng } from '../../../../api/domain/provider';
import { MAP } from '../../../../api/domain/rules';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminProviderRouteDocument, AdminUpdateProviderRouteDocument } from '../../../data/admin.generated';
import { dropCachedLists } from '../data/cache';
import { readFailure } from '../data/errors';
import { coordText, newRoutePoint, routeSchema, toRouteInput, toRouteValues, type RouteFormValues } from './routeSchema';

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

export function useRouteEditor(id: number, enabled: boolean) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const load = useQuery(AdminProviderRouteDocument, { variables: { id }, skip: !enabled, fetchPolicy: 'network-only' });
  const provider = load.data?.providerById ?? null;
  const [updateRoute] = useMutation(AdminUpdateProviderRouteDocument, {
    update: (cache) => dropCachedLists(cache, ['providers']),
  });

  const initialValues = useMemo(() => (provider ? toRouteValues(provider) : EMPTY_ROUTE), [provider]);

  const formik = useFormik<RouteFormValues>({
    initialValues,
    enableReinitialize: true,
    validationSchema: routeSchema,
    onSubmit: async (values) => {
      try {
        await updateRoute({ variables: { id, input: toRouteInput(values) } });
        toast({ title: 'Route data updated', description: `The route of ${provider?.name ?? 'the provider'} has been saved.`, variant: 'success' });
        navigate('/admin/providers');
      } catch (error) {
        toast({ title: 'Update failed', description: readFailure(error).message, variant: 'destructive' });
      }
    },
  });

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

  return {
    provider,
    loading: enabled && load.loading && !provider,
    loadFailure: load.error ? readFailure(load.error) : null,
    formik,
    initialValues,
    actions,
    applyMapView,
  };
}
