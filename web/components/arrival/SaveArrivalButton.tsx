// "Save for my arrival" on a trip option of the home answer and on a provider page. Only the button
// is in the page's code: the dialog and the card store load on first use (or when the pointer or
// focus comes near), so the first-load script and the pages stay as they were.
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import BookmarkAddedIcon from '@mui/icons-material/BookmarkAdded';
import { Button } from '@mui/material';
import { Suspense, useState } from 'react';
import type { ArrivalSource, ArrivalTrip } from '../../../api/domain/arrival';
import type { TripProvider } from '../../../api/domain/trip';
import { ARRIVAL_SAVE_LABEL, ARRIVAL_SAVED_LABEL } from './saveLabels';
import { lazyComponent } from '../common/lazyParts';

const SaveArrivalDialog = lazyComponent(() => import(/* webpackChunkName: "arrival-save" */ './SaveArrivalDialog'));

export interface SaveArrivalButtonProps {
  /** The provider as the pages read it: the card's facts and what the trip rule reads (both pages' data have them). */
  source: ArrivalSource & TripProvider;
  /** The trip of the home answer; none on a provider page, where the dialog asks for it. */
  trip?: ArrivalTrip;
  fullWidth?: boolean;
  /** Out of use (the trip it would save is no longer the one asked for). */
  disabled?: boolean;
}

export default function SaveArrivalButton({ source, trip, fullWidth, disabled }: SaveArrivalButtonProps) {
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const preload = () => void SaveArrivalDialog.preload();
  return (
    <>
      <Button
        variant="outlined"
        fullWidth={fullWidth}
        disabled={disabled}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
        aria-haspopup="dialog"
        startIcon={saved ? <BookmarkAddedIcon /> : <BookmarkAddOutlinedIcon />}
        sx={{ minHeight: 48, mt: 1, bgcolor: 'background.paper', fontWeight: 700 }}
      >
        {saved ? ARRIVAL_SAVED_LABEL : ARRIVAL_SAVE_LABEL}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveArrivalDialog source={source} trip={trip} onClose={() => setOpen(false)} onSaved={() => setSaved(true)} />
        </Suspense>
      )}
    </>
  );
}
