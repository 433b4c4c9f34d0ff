// The home page's ride search: From, To, Date, Passengers (SPEC.md's fields, defaults and rule).
// Submitting hands the values to the page, which puts them in the address and answers below.
// Before the box hydrates (or without scripts) it is a plain GET form to the same address, and
// the server's page answers it.
import SearchIcon from '@mui/icons-material/Search';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { Box, Button, IconButton, Paper, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { PASSENGER_OPTIONS, SEARCH_DEFAULTS, SEARCH_LOCATIONS } from '../../../api/domain/rules';
import { SelectInput, TextInput } from '../common/FormFields';
import { useHydrated } from '../common/hydration';
import { nextTo, toChoices } from '../../../api/domain/search';

export interface SearchValues {
  from: string;
  to: string;
  date: string;
  passengers: string;
}

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export const EMPTY_SEARCH: SearchValues = { ...SEARCH_DEFAULTS, date: '' };

export default function SearchBox({ initial = EMPTY_SEARCH, onSearch }: { initial?: SearchValues; onSearch?: (values: SearchValues) => void }) {
  // The date is the visitor's (the server's page leaves it out of its cache key): shown once in the
  // browser, so the first render matches the server's HTML.
  const [values, setValues] = useState<SearchValues>({ ...initial, date: '' });
  useEffect(() => {
    if (initial.date) setValues((v) => ({ ...v, date: initial.date }));
    // Once, on mount (the page remounts the box for another search).
  }, []);
  // The earliest date is today where the visitor is: known in the browser only.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  // Choices made in the server's HTML before the box hydrated stay (native selects work at once).
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const read = (id: string) => (form.querySelector(`#${id}`) as HTMLInputElement | HTMLSelectElement | null)?.value;
    const shown = { from: read('search-from'), to: read('search-to'), date: read('search-date'), passengers: read('search-passengers') };
    if ((Object.keys(shown) as (keyof SearchValues)[]).some((k) => shown[k] !== undefined && shown[k] !== values[k])) {
      setValues((v) => ({ from: shown.from ?? v.from, to: nextTo(shown.from ?? v.from, shown.to ?? v.to), date: shown.date ?? v.date, passengers: shown.passengers ?? v.passengers }));
    }
    // Once, on mount.
  }, []);

  const setFrom = (from: string) => setValues((v) => ({ ...v, from, to: nextTo(from, v.to) }));
  const swap = () => setValues((v) => ({ ...v, from: v.to, to: v.from }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch?.(values);
  };

  return (
    <Paper
      component="form"
      ref={formRef}
      method="get"
      action="/"
      role="search"
      aria-labelledby="search-title"
      onSubmit={submit}
      elevation={8}
      sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 4 }}
    >
      <Typography id="search-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        Find your ride from RDU
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'center',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr auto 1fr 0.9fr 0.9fr auto' },
        }}
      >
        <SelectInput id="search-from" name="from" label="From" value={values.from} options={SEARCH_LOCATIONS} onChange={setFrom} />
        <IconButton onClick={swap} aria-label="Swap From and To" title="Swap From and To" sx={{ justifySelf: 'center', display: { xs: 'none', md: 'inline-flex' } }}>
          <SwapVertIcon sx={{ transform: 'rotate(90deg)' }} />
        </IconButton>
        <SelectInput id="search-to" name="to" label="To" value={values.to} options={toChoices(values.from)} onChange={(to) => setValues((v) => ({ ...v, to }))} />
        <TextInput
          id="search-date"
          name="date"
          type="date"
          label="Date"
          shrink
          value={values.date}
          onChange={(e) => setValues((v) => ({ ...v, date: e.target.value }))}
          inputProps={{ min: hydrated ? today() : undefined }}
        />
        <SelectInput
          id="search-passengers"
          name="passengers"
          label="Passengers"
          value={values.passengers}
          options={PASSENGER_OPTIONS}
          onChange={(passengers) => setValues((v) => ({ ...v, passengers }))}
        />
        <Button type="submit" variant="contained" size="large" startIcon={<SearchIcon />} sx={{ height: 56, px: 3, gridColumn: { sm: '1 / -1', md: 'auto' } }}>
          Search
        </Button>
      </Box>
    </Paper>
  );
}
