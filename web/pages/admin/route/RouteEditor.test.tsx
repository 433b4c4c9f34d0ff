import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useFormik } from 'formik';
import { MAP, MESSAGES } from '../../../../api/domain/rules';
import { AuthProvider } from '../auth/AuthContext';
import { ACCESS_DENIED_TEXT } from '../components/AccessDenied';
import { adminUser, fakeGraphql, plainUser, renderAdmin } from '../../../../tests/support/renderAdmin';
import { MapSettingsFields } from './MapSettingsFields';
import { RoutePointsFields } from './RoutePointsFields';
import { RouteEditorPage } from './RouteEditorPage';
import { routeSchema, toRouteInput, type RouteFormValues } from './routeSchema';
import { usePointActions } from './useRouteEditor';

const valid: RouteFormValues = {
  points: [{ key: 'a', name: 'RDU Terminal 2', type: 'pickup', lat: '35.8765', lng: '-78.7869' }],
  centerLat: '35.83',
  centerLng: '-78.71',
  defaultZoom: '11',
  routeColor: '#1565C0',
};
const withPoint = (over: Partial<RouteFormValues['points'][number]>): RouteFormValues => ({ ...valid, points: [{ ...valid.points[0], ...over }] });

async function errorsOf(values: RouteFormValues): Promise<string[]> {
  try {
    await routeSchema.validate(values, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
}

/** Provider 3's route as AdminProviderRoute answers it: its centre and points as given. */
function providerRoute(route: { mapCenter: unknown; routePoints: unknown[] }) {
  const provider = { __typename: 'Provider', id: 3, name: 'Triangle Airport Express', slug: 'triangleairportexpress', defaultZoom: 11, routeColor: '#FF6B6B' };
  return { data: { providerById: { ...provider, ...route } } };
}

describe('route validation', () => {
  it('accepts a valid route, and an empty centre and zoom', async () => {
    expect(await errorsOf(valid)).toEqual([]);
    expect(await errorsOf({ ...valid, centerLat: '', centerLng: '', defaultZoom: '', routeColor: '' })).toEqual([]);
  });

  it.each([
    ['a blank name', withPoint({ name: '  ' }), MESSAGES.route.name],
    ['latitude above 90', withPoint({ lat: '90.0001' }), MESSAGES.route.lat],
    ['latitude below -90', withPoint({ lat: '-91' }), MESSAGES.route.lat],
    ['latitude that is not a number', withPoint({ lat: '35,88' }), MESSAGES.route.lat],
    ['a missing latitude', withPoint({ lat: '' }), MESSAGES.route.lat],
    ['longitude above 180', withPoint({ lng: '181' }), MESSAGES.route.lng],
    ['longitude below -180', withPoint({ lng: '-180.5' }), MESSAGES.route.lng],
    ['an unknown point type', withPoint({ type: 'stopover' as never }), MESSAGES.route.type],
    ['zoom 0', { ...valid, defaultZoom: '0' }, MESSAGES.route.zoom],
    ['zoom 21', { ...valid, defaultZoom: '21' }, MESSAGES.route.zoom],
    ['a fractional zoom', { ...valid, defaultZoom: '10.5' }, MESSAGES.route.zoom],
    ['half a map centre', { ...valid, centerLng: '' }, MESSAGES.route.lng],
    ['a centre latitude out of range', { ...valid, centerLat: '123' }, MESSAGES.route.lat],
    ['a colour that is not one', { ...valid, routeColor: 'red; background: url(x)' }, MESSAGES.route.color],
  ])('rejects %s', async (_label, values, message) => {
    expect(await errorsOf(values)).toContain(message);
  });

  it('accepts the limits themselves', async () => {
    expect(await errorsOf({ ...withPoint({ lat: '-90', lng: '180' }), defaultZoom: '1' })).toEqual([]);
    expect(await errorsOf({ ...withPoint({ lat: '90', lng: '-180' }), defaultZoom: '20' })).toEqual([]);
  });

  it('refuses what the server refuses of the whole list: more than 200 points, or more than the column holds', async () => {
    const many = (n: number, name: string) => ({ ...valid, points: Array.from({ length: n }, (_, i) => ({ ...valid.points[0], key: `k${i}`, name })) });
    expect(await errorsOf(many(200, 'Stop'))).toEqual([]);
    expect(await errorsOf(many(201, 'Stop'))).toEqual(['At most 200 route points are allowed']);
    expect(await errorsOf(many(120, 'é'.repeat(255)))).toEqual([MESSAGES.route.routeDataTooLong]);
  });

  it('shows the coordinate messages of a point on its own boxes', async () => {
    const refused = await routeSchema.validate(withPoint({ lat: '95', lng: '' }), { abortEarly: false }).then(
      () => ({ inner: [] }),
      (e: { inner: { path: string; message: string }[] }) => e,
    );
    expect(refused.inner.map((i) => [i.path, i.message])).toEqual([
      ['points.0.lat', MESSAGES.route.lat],
      ['points.0.lng', MESSAGES.route.lng],
    ]);
  });

  it('sends numbers, and null for an empty centre, zoom or colour', () => {
    expect(toRouteInput({ ...valid, centerLat: '', centerLng: '', defaultZoom: '', routeColor: ' ' })).toEqual({
      routePoints: [{ name: 'RDU Terminal 2', type: 'pickup', coordinates: { lat: 35.8765, lng: -78.7869 } }],
      mapCenter: null,
      defaultZoom: null,
      routeColor: null,
    });
  });
});

function PointsHarness({ initial }: { initial: RouteFormValues }) {
  const formik = useFormik<RouteFormValues>({ initialValues: initial, validationSchema: routeSchema, onSubmit: () => undefined });
  const actions = usePointActions(formik.values, formik.setFieldValue);
  return (
    <form onSubmit={formik.handleSubmit} noValidate>
      <RoutePointsFields formik={formik} onAdd={() => actions.add()} onRemove={actions.remove} onReorder={actions.reorder} />
      <button type="submit">Save</button>
    </form>
  );
}

const act$ = (fn: () => void) => act(async () => void fn());

describe('route points list', () => {
  it('adds a waypoint near RDU and removes points', async () => {
    render(<PointsHarness initial={valid} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Add Point' })));
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const added = items[1];
    expect(within(added).getByRole('combobox', { name: /Type/ })).toHaveTextContent('Waypoint');
    const lat = Number((within(added).getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement).value);
    const lng = Number((within(added).getByRole('textbox', { name: 'Longitude' }) as HTMLInputElement).value);
    expect(Math.abs(lat - MAP.newPoint.lat)).toBeLessThan(0.05);
    expect(Math.abs(lng - MAP.newPoint.lng)).toBeLessThan(0.05);

    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Remove point 1' })));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: 'Latitude' }) as HTMLInputElement).value).toBe(String(lat));
  });

  it('shows the spec messages on the fields of a bad point', async () => {
    render(<PointsHarness initial={valid} />);
    await act$(() => fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '' } }));
    await act$(() => fireEvent.change(screen.getByRole('textbox', { name: 'Latitude' }), { target: { value: '95' } }));
    await act$(() => fireEvent.change(screen.getByRole('textbox', { name: 'Longitude' }), { target: { value: 'west' } }));
    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByText(MESSAGES.route.name)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.route.lat)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.route.lng)).toBeInTheDocument();
  });
});

describe('route editor page', () => {
  it('tells a logged-in user without isAdmin that access is denied, with a login button', async () => {
    const api = fakeGraphql({ AdminMe: () => ({ data: { me: plainUser } }) });
    renderAdmin(
      <AuthProvider>
        <RouteEditorPage />
      </AuthProvider>,
      { link: api.link, route: '/admin/providers/route/1', path: '/admin/providers/route/:id' },
    );
    expect(await screen.findByText(ACCESS_DENIED_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/admin/login');
    expect(api.callsOf('AdminProviderRoute')).toHaveLength(0);
  });

  it('names its tabs exactly Route Points and Map Settings (the point count is for the eye only)', async () => {
    const api = fakeGraphql({
      AdminMe: () => ({ data: { me: adminUser } }),
      AdminProviderRoute: () => providerRoute({
        mapCenter: { __typename: 'LatLng', lat: 35.85, lng: -78.75 },
        routePoints: [
          { __typename: 'RoutePoint', name: 'RDU Terminal 1', type: 'pickup', coordinates: { __typename: 'LatLng', lat: 35.878, lng: -78.787 } },
          { __typename: 'RoutePoint', name: 'Downtown Raleigh', type: 'dropoff', coordinates: { __typename: 'LatLng', lat: 35.779, lng: -78.638 } },
        ],
      }),
    });
    renderAdmin(
      <AuthProvider>
        <RouteEditorPage />
      </AuthProvider>,
      { link: api.link, route: '/admin/providers/route/3', path: '/admin/providers/route/:id' },
    );
    const points = await screen.findByRole('tab', { name: 'Route Points' });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Route Points2', 'Map Settings']);
    expect(screen.getByRole('tab', { name: 'Map Settings' })).toBeInTheDocument();
    expect(within(points).getByText('2')).toHaveAttribute('aria-hidden', 'true');
    expect(points).toHaveAttribute('aria-selected', 'true');
  });

  it('says why a route too long for its column is not saved, and does not send it', async () => {
    const api = fakeGraphql({
      AdminMe: () => ({ data: { me: adminUser } }),
      AdminProviderRoute: () => providerRoute({
        mapCenter: null,
        // 72 names of 255 three-byte characters: 60,337 bytes stored, over MAX.routeDataBytes.
        routePoints: Array.from({ length: 72 }, () => ({
          __typename: 'RoutePoint', name: '中'.repeat(255), type: 'waypoint', coordinates: { __typename: 'LatLng', lat: 35.878, lng: -78.787 },
        })),
      }),
    });
    renderAdmin(
      <AuthProvider>
        <RouteEditorPage />
      </AuthProvider>,
      { link: api.link, route: '/admin/providers/route/3', path: '/admin/providers/route/:id' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save Route' }));
    expect(await screen.findByText(MESSAGES.route.routeDataTooLong)).toBeInTheDocument();
    expect(api.callsOf('AdminUpdateProviderRoute')).toHaveLength(0);
  });

  it('shows Provider Not Found with a back button for an unknown provider', async () => {
    const api = fakeGraphql({
      AdminMe: () => ({ data: { me: adminUser } }),
      AdminProviderRoute: () => ({ data: { providerById: null }, errors: [{ message: 'Provider not found', extensions: { code: 'NOT_FOUND' } }] }),
    });
    renderAdmin(
      <AuthProvider>
        <RouteEditorPage />
      </AuthProvider>,
      { link: api.link, route: '/admin/providers/route/77', path: '/admin/providers/route/:id' },
    );
    expect(await screen.findByText('Provider Not Found')).toBeInTheDocument();
    expect(api.callsOf('AdminProviderRoute')[0].variables).toEqual({ id: 77 });
    expect(screen.getByRole('link', { name: /Back to Providers/ })).toHaveAttribute('href', '/admin/providers');
  });
});

function SettingsHarness() {
  const formik = useFormik<RouteFormValues>({ initialValues: valid, validationSchema: routeSchema, onSubmit: () => undefined });
  return (
    <>
      <MapSettingsFields formik={formik} />
      <output data-testid="zoom-value">{`${typeof formik.values.defaultZoom}:${formik.values.defaultZoom}`}</output>
    </>
  );
}

describe('map settings', () => {
  it('keeps the zoom as text and explains a zoom outside 1-20', async () => {
    render(<SettingsHarness />);
    const zoom = screen.getByRole('spinbutton', { name: 'Default zoom' });
    await act$(() => fireEvent.change(zoom, { target: { value: '25' } }));
    await act$(() => fireEvent.blur(zoom));
    expect(screen.getByTestId('zoom-value')).toHaveTextContent('string:25');
    expect(screen.getByText(MESSAGES.route.zoom)).toBeInTheDocument();
    await act$(() => fireEvent.change(zoom, { target: { value: '12' } }));
    expect(screen.queryByText(MESSAGES.route.zoom)).toBeNull();
  });

  it('sets the route colour from the colour picker', async () => {
    render(<SettingsHarness />);
    await act$(() => fireEvent.change(screen.getByLabelText('Pick the route colour'), { target: { value: '#00aa55' } }));
    expect(screen.getByRole('textbox', { name: 'Route colour' })).toHaveValue('#00AA55');
  });
});
