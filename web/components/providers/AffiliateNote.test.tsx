import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { provider } from '../../../tests/support/providerCards';
import AffiliateNote from './AffiliateNote';
import ComparisonTable from './ComparisonTable';

describe('AffiliateNote', () => {
  it('says a commission may be earned and links to the affiliate disclosure', () => {
    render(
      <MemoryRouter>
        <AffiliateNote />
      </MemoryRouter>,
    );
    const note = screen.getByTestId('affiliate-note');
    expect(note).toHaveTextContent('We may earn a commission when you book (Affiliate disclosure)');
    expect(within(note).getByRole('link', { name: '(Affiliate disclosure)' })).toHaveAttribute('href', '/affiliate-disclosure');
  });

  it('sits under the comparison table, beside its Book buttons', () => {
    render(
      <MemoryRouter>
        <ComparisonTable providers={[provider({ id: 5 }), provider({ id: 9, name: 'Oak City Shared Ride', slug: 'oak' })]} />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('affiliate-note')).toHaveLength(1);
  });
});
