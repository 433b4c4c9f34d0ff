// Something the traveller writes on a saved card (the flight number, the booking reference): shown
// as it is with a button to change it, or a button to add it; editing is a field with Save and
// Cancel, checked by the given rule with its message on the field. Kept on the device by the page.
import { Box, Button } from '@mui/material';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ARRIVAL_TEXTS as A } from '../../../api/domain/arrival';
import { TextInput } from '../common/FormFields';

export interface CardNoteFieldProps {
  /** The value kept, or null. */
  value: string | null;
  label: string;
  help: string;
  /** The button that opens the field when nothing is kept / when something is. */
  addLabel: string;
  changeLabel: string;
  /** What is shown while a value is kept (the change button follows it). */
  shown: (value: string) => ReactNode;
  /** The value as kept, or a message; an empty field forgets the value when `optional`. */
  check: (text: string) => { value: string } | { message: string };
  optional?: boolean;
  maxLength: number;
  onSave(value: string | null): void;
  /** The add button's look: the booking's is the card's main action at the kerb. */
  addVariant?: 'text' | 'outlined' | 'contained';
  testId: string;
}

const TAP = { minHeight: 48 } as const;

export default function CardNoteField({ value, label, help, addLabel, changeLabel, shown, check, optional, maxLength, onSave, addVariant = 'text', testId }: CardNoteFieldProps) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string | undefined>();
  const openRef = useRef<HTMLButtonElement>(null);

  const open = () => {
    setText(value ?? '');
    setMessage(undefined);
    setEditing(true);
  };
  const close = () => {
    setEditing(false);
    requestAnimationFrame(() => openRef.current?.focus());
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (optional && text.trim() === '') {
      onSave(null);
      return close();
    }
    const checked = check(text);
    if ('message' in checked) return setMessage(checked.message);
    onSave(checked.value);
    close();
  };

  if (editing) {
    return (
      <Box component="form" onSubmit={submit} noValidate data-testid={testId} sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'minmax(0, 280px) auto auto' }, alignItems: 'start' }}>
        <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
          <TextInput
            id={`${id}-field`}
            label={label}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={Boolean(message)}
            helperText={message ?? help}
            autoComplete="off"
            inputProps={{ maxLength, autoFocus: true, autoCapitalize: 'characters', spellCheck: false }}
          />
        </Box>
        <Button type="submit" variant="contained" sx={{ ...TAP, minHeight: 56 }}>
          {A.saveField}
        </Button>
        <Button type="button" onClick={close} sx={{ ...TAP, minHeight: 56 }}>
          {A.cancelField}
        </Button>
      </Box>
    );
  }
  return (
    <Box data-testid={testId} sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1.5 }}>
      {value !== null && shown(value)}
      <Button ref={openRef} variant={value === null ? addVariant : 'text'} size={value === null && addVariant === 'contained' ? 'large' : 'medium'} onClick={open} sx={{ ...TAP, fontWeight: 700 }}>
        {value === null ? addLabel : changeLabel}
      </Button>
    </Box>
  );
}
