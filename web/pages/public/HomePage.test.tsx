import type { DocumentNode } from 'graphql';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { FaqsDocument, HomeProvidersDocument, ResourcesDocument } from '../../data/generated';
import { ToastProvider } from '../../components/toast/ToastProvider';
import { tripProvider as provider } from '../../../tests/support/tripProviders';
import HomePage from './HomePage';

jest.mock('../../components/ads/AdSlot', () => ({ __esModule: true, default: ({ location }: { location: string }) => <div data-testid={`ad-${location}`} /> }));

const PROVIDERS = [
  provider({ id: 1, name: 'Low Rated', slug: 'low', rating: 4.1 }),
  provider({ id: 2, name: 'Best Rated', slug: 'best', rating: 4.9 }),
  provider({ id: 3, name: 'Second Rated', slug: 'second', rating: 4.8 }),
  provider({ id: 4, name: 'Third Rated', slug: 'third', rating: 4.6 }),
];

const FAQS = [{ __typename: 'Faq', id: 1, question: 'Is a shared shuttle cheaper than a taxi?', answer: 'Usually.' }];

type Outcome = { data: unknown } | { error: Error };
const mock = (query: DocumentNode, outcome: Outcome) => ({ request: { query }, ...('error' in outcome ? { error: outcome.error } : { result: { data: outcome.data } }), delay: 1 });

const RESOURCES = [
  { __typename: 'Resource', id: 1, type: 'Guide', title: 'RDU Arrivals Guide', description: 'Where to find your ride.', imageUrl: '/demo/guide.svg', linkUrl: 'https://example.com/guide', linkText: 'Read the guide' },
  { __typename: 'Resource', id: 2, type: 'Hotels', title: 'Hotels Near RDU Airport', description: 'Stay close to the terminal.', imageUrl: '/demo/hotels.svg', linkUrl: 'https://example.com/hotels', linkText: 'Browse hotels' },
];

function renderHome({
  providers = { data: { providers: PROVIDERS, airportOptions: [] } },
  resources = { data: { resources: RESOURCES } },
  faqs = { data: { faqs: FAQS } },
}: { providers?: Outcome; resources?: Outcome; faqs?: Outcome } = {}) {
  return render(
    <MockedProvider mocks={[mock(HomeProvidersDocument, providers), mock(ResourcesDocument, resources), mock(FaqsDocument, faqs)]}>
      <ToastProvider>
        <MemoryRouter>
          <HomePage />
        </MemoryRouter>
      </ToastProvider>
    </MockedProvider>,
  );
}

describe('HomePage', () => {
  it('has the hero texts and buttons', () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Trusted by 10,000+ travelers monthly')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare All Services' })).toHaveAttribute('href', '/#comparison');
    expect(screen.getByRole('link', { name: 'View Shuttle Providers' })).toHaveAttribute('href', '/providers');
    expect(screen.getByRole('link', { name: 'View All RDU Shuttle Providers' })).toHaveAttribute('href', '/providers');
  });

  it('shows the three highest-rated providers, best first, and every provider in the comparison table', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'Top RDU Shuttle Providers' });
    await within(section).findByText('Best Rated');
    expect(within(section).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['Best Rated', 'Second Rated', 'Third Rated']);
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(5);
    expect(within(table).getByText('Low Rated')).toBeInTheDocument();
    expect(screen.getByTestId('ad-providers-section')).toBeInTheDocument();
    expect(screen.getByTestId('ad-resources-section')).toBeInTheDocument();
  });

  it('shows the providers error text when they fail to load', async () => {
    renderHome({ providers: { error: new Error('down') } });
    const errors = await screen.findAllByText('Error loading shuttle providers. Please try again later.');
    expect(errors.length).toBeGreaterThan(0);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows every travel resource as a card with a link to /resources', async () => {
    renderHome();
    const section = screen.getByRole('region', { name: 'RDU Travel Resources' });
    expect(within(section).getByRole('status', { name: 'Loading travel resources' })).toBeInTheDocument();
    await within(section).findByText('RDU Arrivals Guide');
    expect(within(section).getAllByRole('article').map((a) => within(a).getByRole('heading').textContent)).toEqual(['RDU Arrivals Guide', 'Hotels Near RDU Airport']);
    expect(within(section).getByRole('link', { name: 'Explore All Resources' })).toHaveAttribute('href', '/resources');
  });

  it('shows the resources error text when they fail to load, and the providers still show', async () => {
    renderHome({ resources: { error: new Error('down') } });
    const section = screen.getByRole('region', { name: 'RDU Travel Resources' });
    expect(await within(section).findByText('Error loading travel resources. Please try again later.')).toBeInTheDocument();
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
    expect(await within(screen.getByRole('region', { name: 'Top RDU Shuttle Providers' })).findByText('Best Rated')).toBeInTheDocument();
    expect(screen.queryByText('Error loading shuttle providers. Please try again later.')).toBeNull();
  });

  it('says so when there are no travel resources yet, instead of an empty gap', async () => {
    renderHome({ resources: { data: { resources: [] } } });
    const section = screen.getByRole('region', { name: 'RDU Travel Resources' });
    expect(await within(section).findByText('No travel resources yet')).toBeInTheDocument();
    expect(within(section).getByText('Guides, hotels, attractions and events for your trip will appear here soon.')).toBeInTheDocument();
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
    expect(within(section).getByRole('link', { name: 'Explore All Resources' })).toHaveAttribute('href', '/resources');
  });

  it('shows the FAQ block when the FAQs load, and hides it when they fail', async () => {
    const { unmount } = renderHome();
    expect(await screen.findByRole('button', { name: 'Is a shared shuttle cheaper than a taxi?' })).toBeInTheDocument();
    expect(document.getElementById('faq')).not.toBeNull();
    unmount();
    renderHome({ faqs: { error: new Error('Failed to fetch FAQs') } });
    expect(document.getElementById('faq')).not.toBeNull(); // while loading
    await waitFor(() => expect(document.getElementById('faq')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Frequently Asked Questions' })).toBeNull();
  });

  it('has the Contact Us section with the form and the reply promise', () => {
    renderHome();
    const contact = document.getElementById('contact')!;
    expect(within(contact).getByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(within(contact).getByLabelText('Message')).toHaveAttribute('rows', '4');
    expect(within(contact).getByText("We'll get back to you within 24-48 hours.")).toBeInTheDocument();
  });
});
