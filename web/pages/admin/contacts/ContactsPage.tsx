// /admin/contacts: visitors' messages as cards. Opening one shows the full message and marks it
// read (only when it was unread).
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminContactsDocument, AdminDeleteContactDocument, AdminMarkContactReadDocument, type AdminContactFieldsFragment } from '../../../data/admin.generated';
import { formatDate } from '../components/dates';
import { clampLines } from '../components/gridParts';
import { EntryActions, ListPage } from '../components/ListPage';
import { dropCachedLists } from '../data/cache';
import { readFailure } from '../data/errors';
import { useConfirmedDelete } from '../data/useConfirmedDelete';

type Contact = AdminContactFieldsFragment;

export const NO_CONTACTS = 'No contact submissions found.';

function ContactDialog({ contact, open, onClose, onDelete }: { contact: Contact | null; open: boolean; onClose: () => void; onDelete: (c: Contact) => void }) {
  const id = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      {contact && (
        <>
          <DialogTitle id={`${id}-title`} sx={{ pr: 3 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Box component="span" sx={{ fontWeight: 700, flex: 1, minWidth: 0, wordBreak: 'break-word' }}>
                {contact.subject}
              </Box>
              <Chip size="small" label={contact.isRead ? 'Read' : 'Unread'} color={contact.isRead ? 'default' : 'primary'} data-testid="read-status" />
            </Stack>
          </DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2">
              <strong>From:</strong> {contact.name} &lt;
              <Link href={`mailto:${contact.email}`}>{contact.email}</Link>&gt;
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              <strong>Received:</strong> {formatDate(contact.createdAt, true)}
            </Typography>
            <Divider sx={{ my: 2 }} />
            <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{contact.message}</Typography>
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5, flexWrap: 'wrap', gap: 1 }}>
            <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => onDelete(contact)} sx={{ mr: 'auto' }}>
              Delete
            </Button>
            <Button startIcon={<MailOutlineIcon />} href={`mailto:${contact.email}?subject=${encodeURIComponent(`Re: ${contact.subject}`)}`}>
              Reply by email
            </Button>
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

export function ContactsPage() {
  const { toast } = useToast();
  const query = useQuery(AdminContactsDocument, { fetchPolicy: 'cache-and-network' });
  const { data } = query;
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [markRead] = useMutation(AdminMarkContactReadDocument, { update: (cache) => dropCachedLists(cache, ['stats']) });
  const remove = useConfirmedDelete<Contact>({
    mutation: AdminDeleteContactDocument,
    typename: 'ContactSubmission',
    areas: ['contacts', 'stats'],
    describe: (contact) => (
      <>
        This will permanently delete the message <strong>&ldquo;{contact.subject}&rdquo;</strong> from {contact.name}. This action cannot be undone.
      </>
    ),
    onDeleted: (contact) => {
      if (viewingId === contact.id) setDialogOpen(false);
    },
    deleted: (contact) => ({ title: 'Contact deleted', description: `The message from ${contact.name} has been removed.` }),
    failed: (_contact, reason) => ({ title: 'Failed to delete contact', description: reason }),
  });

  const contacts = data?.contacts ?? [];
  const viewing = contacts.find((c) => c.id === viewingId) ?? null;
  const unread = contacts.filter((c) => !c.isRead).length;

  const view = async (contact: Contact) => {
    setViewingId(contact.id);
    setDialogOpen(true);
    if (contact.isRead) return;
    try {
      await markRead({ variables: { id: contact.id } });
      toast({ title: 'Contact marked as read', description: `Message from ${contact.name}.`, variant: 'success' });
    } catch (e) {
      toast({ title: 'Failed to mark contact as read', description: readFailure(e).message, variant: 'destructive' });
    }
  };

  return (
    <ListPage
      texts={{
        title: 'Contacts',
        subtitle: data ? `${contacts.length} message${contacts.length === 1 ? '' : 's'}, ${unread} unread.` : 'Messages sent through the contact form.',
        states: { loading: 'Loading contact submissions', error: 'Failed to fetch contacts', empty: NO_CONTACTS },
      }}
      query={query}
      isEmpty={contacts.length === 0}
      dialogs={
        <>
          <ContactDialog contact={viewing} open={dialogOpen && viewing !== null} onClose={() => setDialogOpen(false)} onDelete={remove.ask} />
          {remove.dialog}
        </>
      }
    >
      <Stack spacing={2}>
        {contacts.map((contact) => (
          <Card
            key={contact.id}
            variant="outlined"
            component="article"
            aria-label={contact.subject}
            sx={{ borderLeft: 4, borderLeftColor: contact.isRead ? 'divider' : 'primary.main' }}
          >
            <CardContent sx={{ pb: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', fontWeight: contact.isRead ? 600 : 800, wordBreak: 'break-word' }}>
                  {contact.subject}
                </Typography>
                {!contact.isRead && <Chip size="small" color="primary" label="New" />}
                <Box sx={{ flex: 1 }} />
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {formatDate(contact.createdAt, true)}
                </Typography>
              </Stack>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {contact.name} · <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, ...clampLines(2) }}>
                {contact.message}
              </Typography>
            </CardContent>
            <CardActions sx={{ px: 2, pb: 1.5 }}>
              <EntryActions name={contact.subject} open={{ label: 'View', onClick: () => void view(contact) }} onDelete={() => remove.ask(contact)} />
            </CardActions>
          </Card>
        ))}
      </Stack>
    </ListPage>
  );
}
