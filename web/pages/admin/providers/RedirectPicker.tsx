// The archive dialog's choice of where an archived provider's page sends its visitors: a provider
// shown on the site (searched on the server as the admin types, so it works at any number of
// them), or none, when its page answers 'gone'.
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { AdminProvidersDocument } from '../../../data/admin.generated';

export interface RedirectChoice {
  id: number;
  name: string;
}

export const REDIRECT_TEXTS = {
  label: 'Send its visitors to (optional)',
  help: 'Its page then redirects (301) to this provider; with none it answers that the page is gone (410).',
  loading: 'Looking for providers…',
  none: 'No provider shown on the site matches',
};

const SEARCH_DELAY_MS = 250;
const OPTIONS = 20;
const labelOf = (o: RedirectChoice) => o.name;
const sameChoice = (a: RedirectChoice, b: RedirectChoice) => a.id === b.id;
const asFound = (o: RedirectChoice[]) => o;

export function RedirectPicker({ exclude, value, onChange }: { exclude: number; value: RedirectChoice | null; onChange: (choice: RedirectChoice | null) => void }) {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  // Only providers shown on the site can be a target (the server refuses any other).
  const found = useQuery(AdminProvidersDocument, { variables: { limit: OPTIONS, sort: 'name', ...(q && q !== value?.name ? { q } : {}) }, fetchPolicy: 'cache-and-network' });
  const options: RedirectChoice[] = (found.data ?? found.previousData)?.adminProvidersPage.items.filter((p) => p.id !== exclude).map((p) => ({ id: p.id, name: p.name })) ?? [];
  return (
    <Autocomplete
      sx={{ mt: 2.5 }}
      options={options}
      value={value}
      onChange={(_e, choice) => onChange(choice)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      getOptionLabel={labelOf}
      isOptionEqualToValue={sameChoice}
      // The server searched already.
      filterOptions={asFound}
      loading={found.loading}
      loadingText={REDIRECT_TEXTS.loading}
      noOptionsText={REDIRECT_TEXTS.none}
      renderInput={(params) => <TextField {...params} label={REDIRECT_TEXTS.label} helperText={REDIRECT_TEXTS.help} />}
    />
  );
}
