// Colours of the image placeholder by provider type (SPEC.md section 4, image fallback).
export interface PlaceholderColors {
  background: string;
  text: string;
}

const COLORS: Record<string, PlaceholderColors> = {
  'Shuttle Van': { background: '#1565C0', text: '#FFFFFF' }, // blue
  'Shared Shuttle': { background: '#2E7D32', text: '#FFFFFF' }, // green
  'Taxi Service': { background: '#F9A825', text: '#1A2233' }, // yellow (dark text for contrast)
  'Black Car': { background: '#111111', text: '#FFFFFF' }, // black
  Minibus: { background: '#E65100', text: '#FFFFFF' }, // orange
};

const OTHER: PlaceholderColors = { background: '#616161', text: '#FFFFFF' }; // grey

export function placeholderColors(type: string | null | undefined): PlaceholderColors {
  return (type && COLORS[type.trim()]) || OTHER;
}
