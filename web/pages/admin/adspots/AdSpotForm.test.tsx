import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, render, renderHook, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { useFormik } from 'formik';
import { useState, type ReactNode } from 'react';
import { MESSAGES } from '../../../../api/domain/rules';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import type { AdminAdSpotFieldsFragment } from '../../../data/admin.generated';
import { uploadImage } from '../data/upload';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { DISCARD_CHANGES } from '../forms/formGuards';
import { AD_LOCATION_PAGES, SHOWN_NOWHERE } from './adLocations';
import { AdSpotFields } from './AdSpotFields';
import { AdSpotPreview } from './AdSpotPreview';
import { AdSpotsGrid, AdSpotsPage } from './AdSpotsPage';
import { adSpotSchema, EMPTY_AD_SPOT, toAdSpotInput, type AdSpotFormValues } from './adSpotSchema';
import { useAdSpotForm } from './useAdSpotForm';

jest.mock('../data/upload', () => ({ ...jest.requireActual('../data/upload'), uploadImage: jest.fn() }));
const mockedUpload = uploadImage as jest.MockedFunction<typeof uploadImage>;

function Harness({ initial = EMPTY_AD_SPOT, onSubmit = jest.fn() }: { initial?: AdSpotFormValues; onSubmit?: (v: AdSpotFormValues) => void }) {
  const formik = useFormik<AdSpotFormValues>({ initialValues: initial, validationSchema: adSpotSchema, onSubmit });
  // As in the dialog: no saving while an image uploads.
  const [uploading, setUploading] = useState(false);
  return (
    <ToastProvider>
      <form onSubmit={formik.handleSubmit} noValidate>
        <AdSpotFields formik={formik} onUploadingChange={setUploading} />
        <button type="submit" disabled={uploading}>
          Save
        </button>
      </form>
    </ToastProvider>
  );
}

const pickBanner = (name: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText('Choose a picture file to upload'), { target: { files: [new File(['x'], name, { type: 'image/png' })] } });
  });

const type = (label: string, value: string) =>
  act(async () => void fireEvent.change(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), { target: { value } }));
const submit = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Save' })));

async function chooseAdType(label: string) {
  await act(async () => void fireEvent.mouseDown(screen.getByRole('combobox', { name: /Ad type/ })));
  const listbox = await screen.findByRole('listbox');
  await act(async () => void fireEvent.click(within(listbox).getByRole('option', { name: label })));
}

describe('ad spot form', () => {
  it('custom banners ask for a banner image and a destination URL, not for ad code', async () => {
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    expect(screen.queryByRole('textbox', { name: /^Ad code/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Banner image URL/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Destination URL/ })).toBeInTheDocument();

    await submit();
    expect(screen.getByText(MESSAGES.adSpot.name)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.adSpot.imageUrl)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.adSpot.linkUrl)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.adSpot.adCode)).toBeNull();

    await type('Name', 'Runway Park banner');
    await type('Banner image URL', 'ftp://images.example.com/banner.png');
    await type('Destination URL', 'www.example.com');
    await submit();
    expect(screen.getAllByText(MESSAGES.adSpot.url)).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();

    await type('Banner image URL', '/uploads/banner.webp');
    await type('Destination URL', 'https://ads.example.com/runway');
    await submit();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says under the location which pages show it, and that no page shows a sidebar', async () => {
    render(<Harness />);
    expect(screen.getByText(AD_LOCATION_PAGES.header)).toBeInTheDocument();
    await act(async () => void fireEvent.mouseDown(screen.getByRole('combobox', { name: /Location/ })));
    const listbox = await screen.findByRole('listbox');
    await act(async () => void fireEvent.click(within(listbox).getByRole('option', { name: 'Sidebar' })));
    expect(screen.getByText(SHOWN_NOWHERE)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Location/ })).toHaveAccessibleDescription(SHOWN_NOWHERE);
  });

  it('AdSense and Ezoic ask for the ad code (at least 5 characters) and hide the banner fields', async () => {
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} initial={{ ...EMPTY_AD_SPOT, name: 'Header AdSense' }} />);
    await chooseAdType('AdSense');
    expect(screen.getByRole('textbox', { name: /^Ad code/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Banner image URL/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Destination URL/ })).toBeNull();

    await submit();
    expect(screen.getByText(MESSAGES.adSpot.adCode)).toBeInTheDocument();
    await type('Ad code', '<ins');
    await submit();
    expect(screen.getByText(MESSAGES.adSpot.adCode)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await chooseAdType('Ezoic');
    await type('Ad code', '<div id="ezoic-pub-ad-placeholder-101"></div>');
    await submit();
    expect(screen.queryByText(MESSAGES.adSpot.adCode)).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('switching away from Custom Banner mid-upload ends the upload: saving is possible again and the banner field is not left "Uploading"', async () => {
    mockedUpload.mockImplementation(() => new Promise(() => undefined));
    render(<Harness initial={{ ...EMPTY_AD_SPOT, name: 'Runway Park banner', imageUrl: '/demo/ads/banner-parking.svg' }} />);
    await pickBanner('runway.png');
    expect(screen.getByRole('textbox', { name: /^Banner image URL/ })).toHaveValue('Uploading runway.png...');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await chooseAdType('AdSense');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();

    await chooseAdType('Custom Banner');
    expect(screen.getByRole('textbox', { name: /^Banner image URL/ })).toHaveValue('/demo/ads/banner-parking.svg');
    expect(screen.queryByText(/Uploading runway\.png/)).toBeNull();
  });

  it('locks the dimensions to 728x90', () => {
    render(<Harness />);
    const dims = screen.getByRole('combobox', { name: /Dimensions/ });
    expect(dims).toHaveAttribute('aria-disabled', 'true');
    expect(dims).toHaveTextContent('728 × 90 px');
  });

  it('sends only the fields of the chosen type', () => {
    const values: AdSpotFormValues = {
      ...EMPTY_AD_SPOT,
      name: 'x',
      adType: 'adsense',
      adCode: '<ins class="adsbygoogle">',
      imageUrl: '/uploads/a.webp',
      linkUrl: 'https://a.example.com',
    };
    expect(toAdSpotInput(values)).toMatchObject({ adCode: '<ins class="adsbygoogle">', imageUrl: null, linkUrl: null, dimensions: '728x90' });
    expect(toAdSpotInput({ ...values, adType: 'custom' })).toMatchObject({ adCode: null, imageUrl: '/uploads/a.webp', linkUrl: 'https://a.example.com' });
  });
});

const spot = (over: Partial<AdminAdSpotFieldsFragment>): AdminAdSpotFieldsFragment => ({
  id: 1,
  version: 1,
  name: 'Runway Park - header banner',
  location: 'header',
  adType: 'custom',
  adCode: null,
  imageUrl: '/demo/ads/banner-parking.svg',
  linkUrl: 'https://ads.example.com/runway-park',
  isEnabled: true,
  dimensions: '728x90',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

describe('ad spots grid and preview', () => {
  it('lists name, location, type and status with the row actions', async () => {
    const rows = [spot({}), spot({ id: 2, name: 'AdSense bottom', location: 'provider-bottom', adType: 'adsense', isEnabled: false, imageUrl: null })];
    const onToggle = jest.fn();
    render(
      <AdSpotsGrid rows={rows} loading={false} togglingId={null} onPreview={jest.fn()} onToggle={onToggle} onEdit={jest.fn()} onDelete={jest.fn()} disableVirtualization />,
    );
    const row = screen.getByRole('row', { name: /AdSense bottom/ });
    expect(within(row).getByText('Provider bottom')).toBeInTheDocument();
    expect(within(row).getByText('AdSense')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Runway Park/ })).getByText('Active')).toBeInTheDocument();
    await act(async () => void fireEvent.click(within(row).getByRole('button', { name: 'Enable AdSense bottom' })));
    expect(onToggle).toHaveBeenCalledWith(rows[1]);
  });

  it('shows ad code as text and never runs it', () => {
    const code = '<script>window.__adRan = true</script><b id="bold">bold</b>';
    render(<AdSpotPreview spot={spot({ adType: 'adsense', adCode: code, imageUrl: null, linkUrl: null })} open onClose={jest.fn()} />);
    expect(screen.getByLabelText('Ad code')).toHaveTextContent(code);
    expect(document.getElementById('bold')).toBeNull();
    expect((window as unknown as { __adRan?: boolean }).__adRan).toBeUndefined();
  });

  it('shows a custom banner as its image', () => {
    render(<AdSpotPreview spot={spot({})} open onClose={jest.fn()} />);
    expect(screen.getByRole('img', { name: 'Runway Park - header banner' })).toHaveAttribute('src', '/demo/ads/banner-parking.svg');
  });
});

const withTypename = (s: AdminAdSpotFieldsFragment) => ({ __typename: 'AdSpot', ...s });

/** The server's answer to the paged ad spot query: the rows of the asked type, and the counts of each. */
const adSpotsPage = (rows: AdminAdSpotFieldsFragment[]) => (variables: Record<string, unknown>) => {
  const items = variables.adType ? rows.filter((r) => r.adType === variables.adType) : rows;
  const count = (type: string) => rows.filter((r) => r.adType === type).length;
  return {
    data: {
      adminAdSpotsPage: {
        __typename: 'AdSpotPage',
        total: items.length,
        byType: { __typename: 'AdSpotTypeCounts', adsense: count('adsense'), ezoic: count('ezoic'), custom: count('custom') },
        items,
      },
    },
  };
};
const act$ = (fn: () => void) => act(async () => void fn());

describe('ad spots page', () => {
  it('an upload cut short by Cancel leaves the next opening free to save', async () => {
    mockedUpload.mockImplementation(() => new Promise(() => undefined));
    const api = fakeGraphql({ AdminAdSpots: adSpotsPage([withTypename(spot({}))]) });
    renderAdmin(<AdSpotsPage />, { link: api.link });
    await screen.findByRole('gridcell', { name: 'Runway Park - header banner' });

    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Add Ad Spot' })));
    let dialog = screen.getByRole('dialog', { name: 'Add Ad Spot' });
    await pickBanner('runway.png');
    expect(within(dialog).getByRole('button', { name: 'Create Ad Spot' })).toBeDisabled();
    // The picture chosen is a change: Cancel asks before dropping it (issue 31, item 13).
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await act$(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' })));
    expect(confirm).toHaveBeenCalledWith(DISCARD_CHANGES);
    confirm.mockRestore();
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Add Ad Spot' }));

    await act$(() => fireEvent.click(screen.getByRole('button', { name: 'Add Ad Spot' })));
    dialog = screen.getByRole('dialog', { name: 'Add Ad Spot' });
    expect(within(dialog).getByRole('button', { name: 'Create Ad Spot' })).toBeEnabled();
    expect(within(dialog).getByRole('textbox', { name: /^Banner image URL/ })).toHaveValue('');
  });

  it('names its tabs exactly All, AdSense, Ezoic and Custom Banners; the counts are for the eye only', async () => {
    const rows = [withTypename(spot({})), withTypename(spot({ id: 2, name: 'AdSense bottom', adType: 'adsense', imageUrl: null, adCode: '<ins class="adsbygoogle"></ins>' }))];
    const api = fakeGraphql({ AdminAdSpots: adSpotsPage(rows) });
    renderAdmin(<AdSpotsPage />, { link: api.link });
    await screen.findByRole('gridcell', { name: 'AdSense bottom' });
    const tabs = ['All', 'AdSense', 'Ezoic', 'Custom Banners'].map((name) => screen.getByRole('tab', { name }));
    expect(screen.getAllByRole('tab')).toEqual(tabs);
    expect(tabs.map((t) => t.textContent)).toEqual(['All2', 'AdSense1', 'Ezoic0', 'Custom Banners1']);
    expect(screen.getByTestId('tab-count-All')).toHaveAttribute('aria-hidden', 'true');

    await act$(() => fireEvent.click(screen.getByRole('tab', { name: 'Custom Banners' })));
    expect(screen.getByRole('tab', { name: 'Custom Banners' })).toHaveAttribute('aria-selected', 'true');
    // The tab asks the server for its type; the page on screen stays until the answer.
    expect(api.callsOf('AdminAdSpots').at(-1)?.variables).toMatchObject({ adType: 'custom', offset: 0 });
    await waitFor(() => expect(screen.queryByRole('gridcell', { name: 'AdSense bottom' })).toBeNull());
    expect(screen.getByRole('gridcell', { name: 'Runway Park - header banner' })).toBeInTheDocument();
  });

  it('refetches the list when the window regains focus', async () => {
    let rows = [withTypename(spot({}))];
    const api = fakeGraphql({ AdminAdSpots: (variables) => adSpotsPage(rows)(variables) });
    renderAdmin(<AdSpotsPage />, { link: api.link });
    await screen.findByRole('gridcell', { name: 'Runway Park - header banner' });
    expect(api.callsOf('AdminAdSpots')).toHaveLength(1);

    // Another admin adds a spot; this tab sees it once the window has the focus again.
    rows = [...rows, withTypename(spot({ id: 2, name: 'Gate 9 Coffee - footer', location: 'footer' }))];
    await act$(() => window.dispatchEvent(new Event('focus')));
    expect(await screen.findByRole('gridcell', { name: 'Gate 9 Coffee - footer' })).toBeInTheDocument();
    expect(api.callsOf('AdminAdSpots')).toHaveLength(2);
    await act$(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(api.callsOf('AdminAdSpots')).toHaveLength(3));
  });
});

describe('useAdSpotForm', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider>
      <ToastProvider>{children}</ToastProvider>
    </MockedProvider>
  );

  it('starts every opening with no upload under way', async () => {
    const { result } = renderHook(() => useAdSpotForm(), { wrapper });
    await act$(() => result.current.setUploading(true));
    await act$(() => result.current.openAdd());
    expect(result.current.uploading).toBe(false);

    await act$(() => result.current.setUploading(true));
    await act$(() => result.current.openEdit(spot({})));
    expect(result.current.uploading).toBe(false);
  });
});
