import { MockedProvider } from '@apollo/client/testing/react';
import { act, fireEvent, renderHook, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ToastProvider } from '../../../components/toast/ToastProvider';
import { uploadImage } from '../data/upload';
import { MESSAGES } from '../../../../api/domain/rules';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { DISCARD_CHANGES } from '../forms/formGuards';
import { ResourcesPage } from './ResourcesPage';
import { useResourceForm } from './useResourceForm';

jest.mock('../data/upload', () => ({ ...jest.requireActual('../data/upload'), uploadImage: jest.fn() }));
const mockedUpload = uploadImage as jest.MockedFunction<typeof uploadImage>;

const act$ = (fn: () => void) => act(async () => void fn());

const resource = {
  __typename: 'Resource',
  id: 7,
  version: 1,
  title: 'Hotels Near RDU Airport',
  description: 'Where to stay close to the terminals, with shuttle times.',
  imageUrl: '/demo/resources/hotels.svg',
  type: 'Hotels',
  linkUrl: 'https://www.example.com/hotels',
  linkText: 'See hotels',
  createdAt: '2025-01-01T00:00:00.000Z',
};

describe('resource sheet', () => {
  it('an upload cut short by Cancel leaves the next opening free to save', async () => {
    // An upload that never answers: only Cancel ends it.
    mockedUpload.mockImplementation(() => new Promise(() => undefined));
    const api = fakeGraphql({ AdminResources: () => ({ data: { adminResourcesPage: { __typename: 'ResourcePage', total: 1, items: [resource] } } }) });
    renderAdmin(<ResourcesPage />, { link: api.link });
    await screen.findByRole('article', { name: resource.title });

    await act$(() => fireEvent.click(screen.getByRole('button', { name: `Edit ${resource.title}` })));
    let sheet = screen.getByRole('dialog', { name: 'Edit Resource' });
    await act$(() =>
      fireEvent.change(within(sheet).getByLabelText('Choose a picture file to upload'), {
        target: { files: [new File(['x'], 'lobby.png', { type: 'image/png' })] },
      }),
    );
    expect(within(sheet).getByText(/^Uploading lobby\.png\.\.\./)).toBeInTheDocument();
    expect(within(sheet).getByRole('button', { name: 'Update Resource' })).toBeDisabled();

    // The picture chosen is a change: Cancel asks before dropping it (issue 31, item 13).
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await act$(() => fireEvent.click(within(sheet).getByRole('button', { name: 'Cancel' })));
    expect(confirm).toHaveBeenCalledWith(DISCARD_CHANGES);
    confirm.mockRestore();
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Edit Resource' }));

    await act$(() => fireEvent.click(screen.getByRole('button', { name: `Edit ${resource.title}` })));
    sheet = screen.getByRole('dialog', { name: 'Edit Resource' });
    expect(within(sheet).getByRole('button', { name: 'Update Resource' })).toBeEnabled();
    expect(within(sheet).getByRole('textbox', { name: /^Image URL/ })).toHaveValue(resource.imageUrl);
    expect(within(sheet).queryByText(/Uploading/)).toBeNull();
  });
});

describe('useResourceForm', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MockedProvider>
      <ToastProvider>{children}</ToastProvider>
    </MockedProvider>
  );

  it('starts every opening with no upload under way', async () => {
    const { result } = renderHook(() => useResourceForm(), { wrapper });
    await act$(() => result.current.setUploading(true));
    await act$(() => result.current.openAdd());
    expect(result.current.uploading).toBe(false);

    await act$(() => result.current.setUploading(true));
    await act$(() => result.current.openEdit({ ...resource }));
    expect(result.current.uploading).toBe(false);
  });
});

describe('resource sheet image address', () => {
  it('refuses an http:// image in the form, saying the site blocks it (issue 31, item 16)', async () => {
    const api = fakeGraphql({ AdminResources: () => ({ data: { adminResourcesPage: { __typename: 'ResourcePage', total: 0, items: [] } } }) });
    renderAdmin(<ResourcesPage />, { link: api.link });
    const add = await screen.findByRole('button', { name: 'Add Resource' });
    await act$(() => fireEvent.click(add));
    const sheet = screen.getByRole('dialog', { name: 'Add Resource' });
    fireEvent.change(within(sheet).getByRole('textbox', { name: /^Image URL/ }), { target: { value: 'http://images.example.com/lobby.jpg' } });
    await act$(() => fireEvent.click(within(sheet).getByRole('button', { name: 'Create Resource' })));
    expect(await within(sheet).findByText(MESSAGES.insecureImage)).toBeInTheDocument();
    expect(api.callsOf('AdminCreateResource')).toHaveLength(0);
  });
});
