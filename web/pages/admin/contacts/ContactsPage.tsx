// /admin/contacts: visitors' messages as cards, one page at a time from the server (newest first),
// all or unread only, searched by name, e-mail or subject. Opening one shows the full message and
// marks it read (only when it was unread); selected cards can be marked read or deleted together.
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  LinearProgress,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { EmptyState, ErrorState } from '../../../components/common/States';
import { useToast } from '../../../components/toast/ToastProvider';
import { AdminContactsDocument, AdminDeleteContactDocument, AdminMarkContactReadDocument, type AdminContactFieldsFragment } from '../../../data/admin.generated';
import { formatDate } from '../components/dates';
import { clampLines } from '../components/gridParts';
import { EntryActions, ListPage, useCardPages, usePageInRange } from '../components/ListPage';
import { COUNTS, evictWritten } from '../../../data/cache';
import { readFailure } from '../data/errors';
import { useAdminQuery } from '../data/useAdminQuery';
import { useConfirmedDelete } from '../data/useConfirmedDelete';
import { INBOX_TEXTS, InboxFilters, InboxPager, SelectionBar } from './InboxControls';
import { useBulkContactActions } from './useBulkContactActions';

type Contact = AdminContactFieldsFragment;

export const NO_CONTACTS = 'No contact submissions found.';
export const FETCH_FAILED = 'Failed to fetch contacts';
/** Cards per page: a screenful or two, whatever the inbox holds. */
export const PAGE_SIZE = 25;

const count = (n: number, one: string) => `${n.toLocaleString('en-US')} ${one}${n === 1 ? '' : 's'}`;

function subtitleOf(page: { total: number; unreadTotal: number } | undefined, unreadOnly: boolean, q: string): string {
  if (!page) return 'Messages sent through the contact form.';
  if (unreadOnly) return `${count(page.total, 'unread message')}${q ? ` matching “${q}”` : ''}.`;
  return `${count(page.total, 'message')}${q ? ` matching “${q}”` : ''}, ${page.unreadTotal.toLocaleString('en-US')} unread.`;
}

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

/**
 * After a message is marked read: the inbox pages that list it count one unread fewer (the summary
 * and the Unread tab agree with the sidebar's badge at once, and the open message stays where it is
 * even under the Unread filter); other cached inbox pages and the counts are dropped and refetch.
 */
function countOneRead(cache: ApolloCache, id: number | undefined): void {
  if (id !== undefined) {
    cache.modify({
      id: 'ROOT_QUERY',
      fields: {
        contactsPage(existing, { readField, DELETE }) {
          const page = existing as unknown as { unreadTotal: number; items?: readonly Reference[] };
          const listed = page.items?.some((ref) => readField<number>('id', ref) === id);
          return listed ? ({ ...page, unreadTotal: Math.max(0, page.unreadTotal - 1) } as unknown as typeof existing) : DELETE;
        },
      },
    });
  }
  evictWritten(cache, [COUNTS]);
}

export function ContactsPage() {
  const { toast } = useToast();
  const listId = useId();
  // Page, filter and search live in the address (?page=2&filter=unread&q=...), so a reload keeps them.
  const pages = useCardPages(INBOX_TEXTS.search, PAGE_SIZE);
  const { page, q } = pages;
  const unreadOnly = pages.params.get('filter') === 'unread';
  const setUnreadOnly = (on: boolean) => pages.setFilter({ filter: on ? 'unread' : null });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const query = useAdminQuery(AdminContactsDocument, { variables: { ...pages.variables, ...(unreadOnly ? { unread: true } : {}) } });
  // The page on screen stays while the next one loads: the controls keep their place and focus.
  const shown = query.data ?? query.previousData;
  const inbox = shown?.contactsPage;
  const contacts = inbox?.items ?? [];
  const paging = pages.controls(inbox?.total);

  const [viewingId, setViewingId] = useState<number | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [markRead] = useMutation(AdminMarkContactReadDocument, { update: (cache, { data }) => countOneRead(cache, data?.markContactRead.id) });
  const remove = useConfirmedDelete<Contact>({
    mutation: AdminDeleteContactDocument,
    typename: 'ContactSubmission',
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
  const bulk = useBulkContactActions(() => setSelected(new Set()));

  // A new filter or search starts on its first page; any move forgets the selection.
  useEffect(() => setSelected(new Set()), [page, q, unreadOnly]);
  usePageInRange(paging, query.data !== undefined);

  const viewing = contacts.find((c) => c.id === viewingId) ?? null;
  const selectedHere = contacts.filter((c) => selected.has(c.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

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

  const goTo = (next: number) => {
    paging.onPage(next);
    document.getElementById(listId)?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <ListPage
      texts={{
        title: 'Contacts',
        subtitle: subtitleOf(inbox, unreadOnly, q),
        states: { loading: 'Loading contact submissions', error: FETCH_FAILED, empty: NO_CONTACTS },
      }}
      query={{ ...query, data: shown }}
      // An empty inbox says so alone; an empty search or filter keeps its controls (below).
      isEmpty={inbox !== undefined && inbox.total === 0 && !q && !unreadOnly}
      dialogs={
        <>
          <ContactDialog contact={viewing} open={dialogOpen && viewing !== null} onClose={() => setDialogOpen(false)} onDelete={remove.ask} />
          {remove.dialog}
          {bulk.dialog}
        </>
      }
    >
      <Box id={listId} sx={{ scrollMarginTop: 80 }}>
        <InboxFilters unreadOnly={unreadOnly} unreadTotal={inbox?.unreadTotal} onUnreadOnly={setUnreadOnly} search={paging.search} onSearch={paging.onSearch} />
        {query.error && <ErrorState onRetry={() => void query.refetch()}>{FETCH_FAILED}</ErrorState>}
        <Box sx={{ height: 4, mb: 1 }}>{query.loading && <LinearProgress aria-label="Loading contact submissions" />}</Box>
        {contacts.length === 0 ? (
          <EmptyState title={NO_CONTACTS} />
        ) : (
          <>
            <SelectionBar
              onPage={contacts.length}
              selected={selectedHere.length}
              unreadSelected={selectedHere.filter((c) => !c.isRead).length}
              busy={bulk.busy}
              onSelectPage={(all) => setSelected(new Set(all ? contacts.map((c) => c.id) : []))}
              onMarkRead={() => void bulk.markSelectedRead(selectedHere.filter((c) => !c.isRead).map((c) => c.id))}
              onDelete={() => bulk.askDelete(selectedHere.map((c) => c.id))}
            />
            <Stack spacing={2} aria-busy={query.loading}>
              {contacts.map((contact) => (
                <ContactCard key={contact.id} contact={contact} selected={selected.has(contact.id)} onSelect={(on) => toggle(contact.id, on)} onView={() => void view(contact)} onDelete={() => remove.ask(contact)} />
              ))}
            </Stack>
            <InboxPager page={Math.min(page, paging.pageCount)} pages={paging.pageCount} onPage={goTo} />
          </>
        )}
      </Box>
    </ListPage>
  );
}

function ContactCard({ contact, selected, onSelect, onView, onDelete }: { contact: Contact; selected: boolean; onSelect: (on: boolean) => void; onView: () => void; onDelete: () => void }) {
  return (
    <Card variant="outlined" component="article" aria-label={contact.subject} sx={{ borderLeft: 4, borderLeftColor: contact.isRead ? 'divider' : 'primary.main' }}>
      <CardContent sx={{ pb: 1, pl: 1 }}>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Checkbox size="small" checked={selected} onChange={(e) => onSelect(e.target.checked)} slotProps={{ input: { 'aria-label': `Select ${contact.subject}` } }} sx={{ mt: -0.5 }} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
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
            <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-word' }}>
              {contact.name} · <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, wordBreak: 'break-word', ...clampLines(2) }}>
              {contact.message}
            </Typography>
          </Box>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 1.5 }}>
        <EntryActions name={contact.subject} open={{ label: 'View', onClick: onView }} onDelete={onDelete} />
      </CardActions>
    </Card>
  );
}
