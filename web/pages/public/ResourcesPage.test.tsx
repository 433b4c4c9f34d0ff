import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ResourcesDocument, type ResourceFieldsFragment } from '../../data/generated';
import ResourcesPage, { distinctTypes, filterResources } from './ResourcesPage';

jest.mock('../../components/ads/AdSlot', () => ({ __esModule: true, default: () => null }));

const resource = (id: number, type: string, title: string): ResourceFieldsFragment & { __typename: 'Resource' } => ({
  __typename: 'Resource',
  id,
  type,
  title,
  description: `${title} description`,
  imageUrl: `/demo/${id}.svg`,
  linkUrl: `https://example.com/${id}`,
  linkText: 'Read more',
});

const RESOURCES = [
  resource(1, 'Guide', 'Arrivals guide'),
  resource(2, 'Hotels', 'Hotels near RDU'),
  resource(3, 'Guide', 'Chapel Hill guide'),
  resource(4, 'Events', 'Events calendar'),
  resource(5, 'Parking', 'Where to park'),
];

function Location() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderPage(url: string, result: { data?: unknown; error?: Error } = { data: { resources: RESOURCES } }) {
  const mock = { request: { query: ResourcesDocument }, ...(result.error ? { error: result.error } : { result: { data: result.data } }), delay: 1 };
  return render(
    <MockedProvider mocks={[mock]}>
      <MemoryRouter initialEntries={[url]}>
        <ResourcesPage />
        <Location />
      </MemoryRouter>
    </MockedProvider>,
  );
}

const titles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
const filterButtons = () => within(screen.getByRole('group', { name: 'Filter resources by type' })).getAllByRole('button');

describe('ResourcesPage', () => {
  it('offers All Resources plus one button per distinct type, with an icon per type', async () => {
    renderPage('/resources');
    expect(screen.getByRole('status', { name: 'Loading travel resources' })).toBeInTheDocument();
    await screen.findByText('Arrivals guide');
    expect(filterButtons().map((b) => b.textContent)).toEqual(['All Resources', 'Guide', 'Hotels', 'Events', 'Parking']);
    expect(screen.getByRole('button', { name: 'All Resources' })).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toHaveLength(5);
    const guideCard = screen.getByText('Arrivals guide').closest('article')!;
    expect(guideCard.querySelector('[data-testid="resource-icon-GUIDE"]')).not.toBeNull();
    const otherCard = screen.getByText('Where to park').closest('article')!;
    expect(otherCard.querySelector('[data-testid="resource-icon-OTHER"]')).not.toBeNull();
  });

  it('reads the filter from ?filter= (any case)', async () => {
    renderPage('/resources?filter=GUIDE');
    await screen.findByText('Arrivals guide');
    expect(titles()).toEqual(['Arrivals guide', 'Chapel Hill guide']);
    expect(screen.getByRole('button', { name: 'Guide' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the chosen filter in the address', async () => {
    renderPage('/resources');
    await screen.findByText('Arrivals guide');
    fireEvent.click(screen.getByRole('button', { name: 'Hotels' }));
    expect(screen.getByTestId('search')).toHaveTextContent('?filter=HOTELS');
    expect(titles()).toEqual(['Hotels near RDU']);
    fireEvent.click(screen.getByRole('button', { name: 'All Resources' }));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(titles()).toHaveLength(5);
  });

  it('says "No resources found" for a filter that matches nothing, with a way back', async () => {
    renderPage('/resources?filter=ATTRACTIONS');
    expect(await screen.findByText('No resources found')).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'View All Resources' }));
    expect(screen.getByTestId('search')).toBeEmptyDOMElement();
    expect(titles()).toHaveLength(5);
  });

  it('with no resources at all (and no filter) says so without a pointless View All button', async () => {
    renderPage('/resources', { data: { resources: [] } });
    expect(await screen.findByText('No travel resources yet')).toBeInTheDocument();
    expect(screen.getByText('Guides, hotels, attractions and events for your trip will appear here soon.')).toBeInTheDocument();
    expect(screen.queryByText('No resources found')).toBeNull();
    expect(screen.queryByRole('button', { name: 'View All Resources' })).toBeNull();
    expect(filterButtons().map((b) => b.textContent)).toEqual(['All Resources']);
  });

  it('shows the load error text', async () => {
    renderPage('/resources', { error: new Error('boom') });
    expect(await screen.findByText('Error loading travel resources. Please try again later.')).toBeInTheDocument();
  });

  it('has three featured links and a disabled newsletter box', async () => {
    renderPage('/resources');
    await screen.findByText('Arrivals guide');
    const featured = screen.getByRole('heading', { name: 'Featured links for RDU travellers' }).closest('section')!;
    const links = within(featured).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const l of links) expect(l).toHaveAttribute('target', '_blank');
    expect(screen.getByLabelText('Email address')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
  });
});

describe('resource filter helpers', () => {
  it('compare types without regard to case', () => {
    expect(filterResources(RESOURCES, 'guide').map((r) => r.id)).toEqual([1, 3]);
    expect(filterResources(RESOURCES, null)).toHaveLength(5);
    expect(distinctTypes([resource(1, 'Guide', 'a'), resource(2, 'GUIDE', 'b')])).toEqual([{ key: 'GUIDE', label: 'Guide' }]);
  });
});
