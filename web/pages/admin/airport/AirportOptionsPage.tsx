// /admin/airport-options: what exists at the airport at any hour (the taxi rank, public transit, the
// airport's accessible-transport page), shown under a trip answer when no provider fits (issue 35,
// item 8). Cards in the answer's order, added and edited in a side sheet, moved to the top, up, down
// or to the bottom in one step; hidden ones stay listed, marked as hidden. The list is short and
// comes whole (adminAirportOptions): no paging or search.
import AccessibleOutlinedIcon from '@mui/icons-material/AccessibleOutlined';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import VerticalAlignBottomIcon from '@mui/icons-material/VerticalAlignBottom';
import VerticalAlignTopIcon from '@mui/icons-material/VerticalAlignTop';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { Box, Card, CardActions, CardContent, Chip, FormControlLabel, IconButton, Link, Stack, Switch, Tooltip, Typography } from '@mui/material';
import { useMutation } from '@apollo/client/react';
import { FormikProvider, type FormikProps } from 'formik';
import { evictWritten } from '../../../data/cache';
import {
  AdminAirportOptionsDocument,
  AdminDeleteAirportOptionDocument,
  AdminMoveAirportOptionDocument,
  type AdminAirportOptionFieldsFragment,
  type FaqMove,
} from '../../../data/admin.generated';
import { PermanentDeleteText } from '../components/ConfirmDialog';
import { EntryActions, ListPage, shownPage, type ListTexts } from '../components/ListPage';
import { useAdminQuery } from '../data/useAdminQuery';
import { orderTexts, useMoveInOrder } from '../forms/useMoveInOrder';
import { useConfirmedDelete } from '../data/useConfirmedDelete';
import { BoundTextField } from '../forms/BoundFields';
import type { FormTexts } from '../forms/FormSheet';
import { FormHistory } from '../history/FormHistory';
import type { AirportOptionFormValues } from './airportOptionSchema';
import { useAirportOptionForm } from './useAirportOptionForm';

export const NO_AIRPORT_OPTIONS = 'No airport options yet. Add the taxi rank, public transit or accessible transport travellers can use at any hour.';

/** The titles, descriptions and submit labels of the form's two modes. */
export const AIRPORT_OPTION_TEXTS: FormTexts = {
  add: { title: 'Add Airport Option', description: 'Something travellers can use at the airport when no provider fits their trip.', submit: 'Create Airport Option' },
  edit: { title: 'Edit Airport Option', description: 'Change what travellers read about this option.', submit: 'Update Airport Option' },
};

export const AIRPORT_OPTION_FIELD_TEXTS = {
  title: 'Title',
  description: 'Description',
  availability: 'When',
  availabilityHelp: 'When it runs, in travellers\u2019 words, e.g. "Any hour" or "5am to midnight"',
  linkUrl: 'Link URL',
  linkUrlHelp: 'Optional: a page about it (https://...)',
  phone: 'Phone',
  phoneHelp: 'Optional, e.g. (919) 555-0123',
  accessible: 'Serves wheelchair users (listed first for them)',
  enabled: 'Shown to travellers',
  hidden: 'Hidden from travellers',
} as const;

export function AirportOptionFields({ formik }: { formik: FormikProps<AirportOptionFormValues> }) {
  const { values, setFieldValue } = formik;
  const T = AIRPORT_OPTION_FIELD_TEXTS;
  return (
    <FormikProvider value={formik}>
      <Stack spacing={2.5}>
        <BoundTextField name="title" label={T.title} required autoFocus />
        <BoundTextField name="description" label={T.description} required multiline minRows={4} />
        <BoundTextField name="availability" label={T.availability} required helperText={T.availabilityHelp} />
        <BoundTextField name="linkUrl" label={T.linkUrl} type="url" helperText={T.linkUrlHelp} />
        <BoundTextField name="phone" label={T.phone} type="tel" helperText={T.phoneHelp} />
        <FormControlLabel
          control={<Switch name="accessible" checked={values.accessible} onChange={(e) => void setFieldValue('accessible', e.target.checked)} />}
          label={T.accessible}
        />
        <FormControlLabel
          control={<Switch name="enabled" checked={values.enabled} onChange={(e) => void setFieldValue('enabled', e.target.checked)} />}
          label={T.enabled}
        />
      </Stack>
    </FormikProvider>
  );
}

const AIRPORT_OPTIONS_PAGE: ListTexts = {
  title: 'Airport options',
  subtitle: 'What exists at the airport at any hour, shown under a trip answer when no provider fits.',
  states: { loading: 'Loading airport options', error: 'Failed to fetch airport options', empty: NO_AIRPORT_OPTIONS },
};

export const AIRPORT_OPTION_ORDER_TEXTS = orderTexts('in the answer');

/** Moves an option in one step: to the top or bottom of the order, or one place (its facts untouched). */
function useMoveAirportOption() {
  const [moveOption] = useMutation(AdminMoveAirportOptionDocument, { update: (cache) => evictWritten(cache, ['AdminAirportOption']) });
  return useMoveInOrder<AdminAirportOptionFieldsFragment>({
    typename: 'AdminAirportOption',
    noun: 'airport option',
    moved: AIRPORT_OPTION_ORDER_TEXTS.moved,
    send: async (option, to) => (await moveOption({ variables: { id: option.id, to, expectedVersion: option.version } })).data?.moveAirportOption.position,
  });
}

function OptionCard({
  option,
  last,
  moving,
  onMove,
  onEdit,
  onDelete,
}: {
  option: AdminAirportOptionFieldsFragment;
  last: boolean;
  moving: boolean;
  onMove: (to: FaqMove) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const T = AIRPORT_OPTION_ORDER_TEXTS;
  const first = option.position <= 1;
  return (
    <Card variant="outlined" component="article" aria-label={option.title} sx={option.enabled ? undefined : { bgcolor: 'action.hover' }}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: 700, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {option.title}
          </Typography>
          <Chip size="small" variant="outlined" label={T.position(option.position)} />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {option.availability}
          </Typography>
          {option.accessible && <Chip size="small" icon={<AccessibleOutlinedIcon />} label="Wheelchair accessible" />}
          {!option.enabled && <Chip size="small" icon={<VisibilityOffOutlinedIcon />} label={AIRPORT_OPTION_FIELD_TEXTS.hidden} />}
        </Stack>
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line', color: 'text.secondary' }}>
          {option.description}
        </Typography>
        {(option.phone || option.linkUrl) && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ mt: 1 }}>
            {option.phone && <Typography variant="body2">{option.phone}</Typography>}
            {option.linkUrl && (
              <Link href={option.linkUrl} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {option.linkUrl}
              </Link>
            )}
          </Stack>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5, flexWrap: 'wrap' }}>
        <EntryActions name={option.title} open={{ label: 'Edit', onClick: onEdit }} onDelete={onDelete} />
        <Box sx={{ flex: 1 }} />
        {(
          [
            ['TOP', 'Move to top', T.top, <VerticalAlignTopIcon key="i" fontSize="small" />, first],
            ['UP', 'Move up', T.up, <ArrowUpwardIcon key="i" fontSize="small" />, first],
            ['DOWN', 'Move down', T.down, <ArrowDownwardIcon key="i" fontSize="small" />, last],
            ['BOTTOM', 'Move to bottom', T.bottom, <VerticalAlignBottomIcon key="i" fontSize="small" />, last],
          ] as const
        ).map(([to, title, label, icon, atEnd]) => (
          <Tooltip key={to} title={title}>
            <span>
              <IconButton size="small" aria-label={label(option.title)} disabled={atEnd || moving} onClick={() => onMove(to)}>
                {icon}
              </IconButton>
            </span>
          </Tooltip>
        ))}
      </CardActions>
    </Card>
  );
}

export function AirportOptionsPage() {
  const query = useAdminQuery(AdminAirportOptionsDocument);
  const order = useMoveAirportOption();
  const form = useAirportOptionForm();
  const remove = useConfirmedDelete<AdminAirportOptionFieldsFragment>({
    mutation: AdminDeleteAirportOptionDocument,
    typename: 'AdminAirportOption',
    describe: (option) => <PermanentDeleteText kind="airport option" name={option.title} />,
    deleted: () => ({ title: 'Airport Option Deleted', description: 'Travellers no longer see it.' }),
    failed: (_option, reason) => ({ title: 'Failed to delete airport option', description: reason }),
  });

  const data = shownPage(query);
  const options = [...(data?.adminAirportOptions ?? [])].sort((a, b) => a.position - b.position);
  const fields = (
    <>
      <AirportOptionFields formik={form.formik} />
      <FormHistory entityType="AirportOption" form={form} reload={async () => (await query.refetch()).data?.adminAirportOptions} />
    </>
  );
  const sheet = { state: form, texts: AIRPORT_OPTION_TEXTS, frame: 'sheet', fields } as const;

  return (
    <ListPage texts={AIRPORT_OPTIONS_PAGE} query={{ ...query, data }} isEmpty={options.length === 0} form={sheet} dialogs={remove.dialog}>
      <Stack spacing={2}>
        {options.map((option) => (
          <OptionCard
            key={option.id}
            option={option}
            last={option.position >= options.length}
            moving={order.moving !== null}
            onMove={(to) => void order.move(option, to)}
            onEdit={() => form.openEdit(option)}
            onDelete={() => remove.ask(option)}
          />
        ))}
      </Stack>
    </ListPage>
  );
}
