// Text for screen readers only: kept in the accessibility tree and the page's text, drawn nowhere
// (the usual clip pattern, as MUI's own visuallyHidden).
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
