// The save button's two labels, apart from api/domain/arrival.ts so the button does not carry the
// card's rule into the pages' code (arrival.test.ts checks they are the domain's words).
export const ARRIVAL_SAVE_LABEL = 'Save for my arrival';
export const ARRIVAL_SAVED_LABEL = 'Saved for my arrival';
