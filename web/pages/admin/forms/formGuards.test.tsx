// Issue 24, item 13: a refused save focuses the first invalid field, and unsaved changes are not
// dropped by a link (or a reload) without asking.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { MESSAGES } from '../../../../api/domain/rules';
import { fakeGraphql, renderAdmin } from '../../../../tests/support/renderAdmin';
import { AdSpotsPage } from '../adspots/AdSpotsPage';
import AffiliateProgramsPage, { PROGRAM_TEXTS } from '../affiliate/AffiliateProgramsPage';
import { FaqsPage } from '../faqs/FaqsPage';
import { ResourcesPage } from '../resources/ResourcesPage';
import { DISCARD_CHANGES, UNSAVED_CHANGES } from './formGuards';

const noFaqs = () => ({ data: { adminFaqsPage: { __typename: 'FaqPage', total: 0, items: [] } } });

async function openAddSheet() {
  const api = fakeGraphql({ AdminFaqs: noFaqs });
  renderAdmin(
    <>
      <FaqsPage />
      <Link to="/admin">Dashboard</Link>
    </>,
    { link: api.link, route: '/list' },
  );
  await act(async () => void fireEvent.click(await screen.findByRole('button', { name: 'Add FAQ' })));
  return api;
}

describe('admin form guards', () => {
  afterEach(() => jest.restoreAllMocks());

  it('moves focus to the first invalid field after an empty submit', async () => {
    await openAddSheet();
    const answer = screen.getByRole('textbox', { name: /^Answer/ });
    act(() => answer.focus());
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Create FAQ' })));
    await screen.findByText(MESSAGES.faq.question);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Question/ })).toHaveFocus());
  });

  it('asks before a link discards unsaved changes, and stays when the admin says Cancel', async () => {
    await openAddSheet();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    // Nothing typed yet: a link leaves without a question.
    fireEvent.change(screen.getByRole('textbox', { name: /^Question/ }), { target: { value: 'Is there a night bus?' } });
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Dashboard', hidden: true })));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES);
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Question/ })).toHaveValue('Is there a night bus?');

    // A reload asks too (the browser's own question).
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);

    confirm.mockReturnValue(true);
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Dashboard', hidden: true })));
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('does not ask when nothing was changed', async () => {
    await openAddSheet();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Dashboard', hidden: true })));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});

// Issue 31, item 13: the FAQ and resource sheets, the ad spot dialog and the affiliate program
// dialog ask before Escape, a click beside them or Cancel throws away what was typed.
describe('closing an add/edit sheet or dialog with typed input', () => {
  afterEach(() => jest.restoreAllMocks());

  const emptyPage = (typename: string, field: string) => () => ({ data: { [field]: { __typename: typename, total: 0, items: [] } } });
  const forms: [string, () => unknown, string, RegExp][] = [
    [
      'FAQ sheet',
      async () => renderAdmin(<FaqsPage />, { link: fakeGraphql({ AdminFaqs: noFaqs }).link }),
      'Add FAQ',
      /^Question/,
    ],
    [
      'resource sheet',
      async () => renderAdmin(<ResourcesPage />, { link: fakeGraphql({ AdminResources: emptyPage('ResourcePage', 'adminResourcesPage') }).link }),
      'Add Resource',
      /^Title/,
    ],
    [
      'ad spot dialog',
      async () =>
        renderAdmin(<AdSpotsPage />, {
          link: fakeGraphql({ AdminAdSpots: () => ({ data: { adminAdSpotsPage: { __typename: 'AdSpotPage', total: 0, byType: { __typename: 'AdSpotTypeCounts', adsense: 0, ezoic: 0, custom: 0 }, items: [] } } }) }).link,
        }),
      'Add Ad Spot',
      /^Name/,
    ],
    [
      'affiliate program dialog',
      async () =>
        renderAdmin(<AffiliateProgramsPage />, {
          link: fakeGraphql({
            AdminAffiliatePrograms: () => ({ data: { affiliatePrograms: [] } }),
            AdminProviders: () => ({ data: { adminProvidersPage: { __typename: 'ProviderPage', total: 0, items: [] } } }),
          }).link,
        }),
      PROGRAM_TEXTS.add,
      /^Name/,
    ],
  ];

  const escape = (dialog: HTMLElement) => fireEvent.keyDown(dialog, { key: 'Escape' });
  const clickBeside = () => {
    // The dim area around a dialog (its container) or beside a sheet (the backdrop).
    const beside = document.querySelector('.MuiDialog-container') ?? document.querySelector('.MuiBackdrop-root');
    fireEvent.mouseDown(beside!);
    fireEvent.click(beside!);
  };
  const cancel = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

  it.each(forms)('the %s asks before Escape, a click beside it or Cancel discards typed input', async (_name, render, addLabel, field) => {
    await render();
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: addLabel })));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: field }), { target: { value: 'Typed and not saved' } });

    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    for (const close of [() => escape(dialog), clickBeside, () => cancel(dialog)]) {
      confirm.mockClear();
      await act(async () => void close());
      expect(confirm).toHaveBeenCalledWith(DISCARD_CHANGES);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(within(dialog).getByRole('textbox', { name: field })).toHaveValue('Typed and not saved');
    }

    confirm.mockReturnValue(true);
    await act(async () => void cancel(dialog));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it.each(forms)('the %s closes without asking when nothing was typed', async (_name, render, addLabel) => {
    await render();
    await act(async () => void fireEvent.click(await screen.findByRole('button', { name: addLabel })));
    const dialog = await screen.findByRole('dialog');
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await act(async () => void escape(dialog));
    expect(confirm).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
