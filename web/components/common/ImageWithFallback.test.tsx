import { fireEvent, render, screen } from '@testing-library/react';
import ImageWithFallback from './ImageWithFallback';
import theme, { providerTypeSwatch } from '../../theme';

// The placeholder's colours by provider type (SPEC.md section 4), from the theme's palette.
const placeholderColors = (type: string | null) => {
  const { main, contrastText } = providerTypeSwatch(theme, type);
  return { background: main, text: contrastText };
};

describe('placeholderColors', () => {
  it.each([
    ['Shuttle Van', '#1565C0'], // blue
    ['Shared Shuttle', '#2E7D32'], // green
    ['Taxi Service', '#F9A825'], // yellow
    ['Black Car', '#111111'], // black
    ['Minibus', '#E65100'], // orange
    ['Shared & Private', '#616161'], // others grey
    ['Limousine', '#616161'],
    [null, '#616161'],
  ])('%s → %s', (type, color) => {
    expect(placeholderColors(type).background).toBe(color);
  });

  it('uses dark text on yellow and light text elsewhere', () => {
    expect(placeholderColors('Taxi Service').text).toBe('#1A2233');
    expect(placeholderColors('Black Car').text).toBe('#FFFFFF');
  });
});

describe('ImageWithFallback', () => {
  it('shows the image while it loads fine', () => {
    render(<ImageWithFallback src="/a.svg" alt="Bull City Cab" name="Bull City Cab" type="Taxi Service" />);
    expect(screen.getByRole('img', { name: 'Bull City Cab' })).toHaveAttribute('src', '/a.svg');
    expect(screen.queryByTestId('image-fallback')).toBeNull();
  });

  it('replaces a failing image with a placeholder in the type colour, 200px high by default', () => {
    render(<ImageWithFallback src="/broken.svg" alt="Bull City Cab" name="Bull City Cab" type="Taxi Service" />);
    fireEvent.error(screen.getByRole('img', { name: 'Bull City Cab' }));
    const placeholder = screen.getByTestId('image-fallback');
    expect(placeholder).toHaveTextContent('Bull City Cab');
    expect(placeholder).toHaveStyle({ backgroundColor: '#F9A825', color: '#1A2233', height: '200px' });
  });

  it('shows the placeholder straight away without a source', () => {
    render(<ImageWithFallback src="" alt="Oak City" name="Oak City" type="Shared Shuttle" height={150} />);
    expect(screen.getByTestId('image-fallback')).toHaveStyle({ backgroundColor: '#2E7D32', height: '150px' });
  });

  it('keeps a decorative placeholder out of the accessibility tree', () => {
    render(<ImageWithFallback src={null} alt="" name="Hotels near RDU" />);
    const placeholder = screen.getByTestId('image-fallback');
    expect(placeholder).toHaveAttribute('aria-hidden', 'true');
    expect(placeholder).not.toHaveAttribute('role');
  });
});
