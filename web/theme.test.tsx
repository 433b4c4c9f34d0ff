// Issue 24, item 18: a badge and a resource type have one colour, the theme's, on the public site
// and in the admin alike; the palette's own colours are kept in the theme, not in the components.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ProviderBadge } from './components/providers/ProviderBadge';
import ResourceCard from './components/resources/ResourceCard';
import { ProvidersGrid } from './pages/admin/providers/ProvidersListPage';
import theme, { badgeSwatch, resourceTypeSwatch } from './theme';

const rgb = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
const themed = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('one palette for badges and resource types', () => {
  it.each(['Most Popular', 'Best Value', 'Local Favorite', 'Airport Pick'])('draws the %s badge in the same colour on the site and in the admin grid', (badge) => {
    const { unmount } = themed(<ProviderBadge badge={badge} />);
    const site = getComputedStyle(screen.getByText(badge).closest('.MuiChip-root')!).backgroundColor;
    unmount();
    themed(
      <ProvidersGrid
        rows={[{ id: 1, version: 1, name: 'Bull City Cab Co.', slug: 'bullcitycab', type: 'Taxi Service', serviceArea: 'Durham', rating: 4.6, badge, factsCheckedOn: null, archivedAt: null, redirectTo: null }]}
        loading={false}
        onEdit={jest.fn()}
        onEditRoute={jest.fn()}
        onDelete={jest.fn()}
        disableVirtualization
      />,
    );
    const admin = getComputedStyle(screen.getByText(badge).closest('.MuiChip-root')!).backgroundColor;
    expect(site).toBe(rgb(badgeSwatch(theme, badge).main));
    expect(admin).toBe(site);
  });

  it('colours a resource type by the theme whatever its case, on the public card', () => {
    themed(
      <MemoryRouter>
        <ResourceCard
          resource={{ __typename: 'Resource', id: 1, title: 'Hotels near RDU', description: 'Where to stay near the airport.', imageUrl: '', type: 'Hotels', linkUrl: 'https://example.com', linkText: 'See hotels' } as never}
        />
      </MemoryRouter>,
    );
    const label = screen.getAllByText(/hotels/i).find((el) => getComputedStyle(el).color === rgb(resourceTypeSwatch(theme, 'HOTELS').main));
    expect(label).toBeDefined();
    expect(resourceTypeSwatch(theme, 'hotels')).toEqual(resourceTypeSwatch(theme, 'HOTELS'));
    expect(resourceTypeSwatch(theme, 'Parking')).toEqual(theme.palette.resourceType.OTHER);
  });

  it('keeps no colour literal in the badge and resource-type components', () => {
    for (const file of ['components/providers/ProviderBadge.tsx', 'components/providers/ProviderCard.tsx', 'components/resources/resourceTypes.tsx', 'components/resources/ResourceCard.tsx', 'pages/admin/resources/ResourcesPage.tsx', 'pages/admin/resources/resourceSchema.ts']) {
      expect({ file, hex: readFileSync(join(__dirname, file), 'utf8').match(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi) }).toEqual({ file, hex: null });
    }
  });
});
