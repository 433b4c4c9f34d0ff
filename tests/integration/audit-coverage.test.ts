// What the audit trail records beyond the versioned records: the inbox (read, unread, bulk read,
// delete, bulk delete: one event per action, never a deleted message's text) and image uploads;
// and the admins it names for the Activity page's filter (owners only). SQLite and MariaDB.
import sharp from 'sharp';
import { contactPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

jest.setTimeout(60_000);

let server: TestServer;
let owner: Client;
let editor: Client;

beforeAll(async () => {
  server = await startTestServer();
  owner = new Client(server.url);
  editor = new Client(server.url);
  await loginAs(owner, ADMIN.username, ADMIN.password);
  await server.services.users.create({ kind: 'system' }, { username: 'inbox-editor', password: 'inbox-editor-password-9' }, 'EDITOR');
  await loginAs(editor, 'inbox-editor', 'inbox-editor-password-9');
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

interface Event {
  id: number;
  action: string;
  actorName: string;
  actorRole: string | null;
  entityType: string;
  entityId: number | null;
  entityLabel: string | null;
  changes: { field: string; before: unknown; after: unknown }[];
  note: string | null;
}

/** A visitor's message, as the public form sends it; answers its id. */
async function message(over: Record<string, unknown> = {}): Promise<number> {
  const res = await new Client(server.url).post('/api/contact', contactPayload(over));
  expect(res.status).toBe(201);
  return res.body.id;
}

/** The inbox's events newer than `after`, oldest first. */
async function inboxEventsAfter(after: number): Promise<Event[]> {
  const res = await owner.get(`/api/admin/audit?entityType=ContactSubmission&order=asc&limit=500`);
  expect(res.status).toBe(200);
  return (res.body as Event[]).filter((e) => e.id > after);
}

async function lastEventId(): Promise<number> {
  return ((await owner.get('/api/admin/audit?limit=1')).body as Event[])[0]?.id ?? 0;
}

describe('the inbox', () => {
  it('records reading and unreading one message (REST and GraphQL), once per change, with its subject and sender', async () => {
    const id = await message({ subject: 'Late arrival pickup', name: 'Robin Early', email: 'robin@example.com' });
    const start = await lastEventId();
    expect((await editor.post(`/api/admin/contacts/${id}/read`)).status).toBe(200);
    // Already read: nothing changes, nothing is recorded.
    expect((await editor.post(`/api/admin/contacts/${id}/read`)).status).toBe(200);
    const unread = await owner.gql('mutation ($id: Int!) { markContactUnread(id: $id) { id isRead } }', { id });
    expect(unread.body.data.markContactUnread).toEqual({ id, isRead: false });
    const rest = await editor.post(`/api/admin/contacts/${id}/unread`);
    expect(rest.status).toBe(200);
    expect(rest.body.isRead).toBe(false);

    const events = await inboxEventsAfter(start);
    expect(events.map((e) => [e.action, e.actorName, e.entityId])).toEqual([
      ['read', 'inbox-editor', id],
      ['unread', 'admin', id],
    ]);
    expect(events[0]).toMatchObject({
      actorRole: 'EDITOR',
      entityLabel: 'Late arrival pickup (from Robin Early <robin@example.com>)',
      changes: [{ field: 'isRead', before: false, after: true }],
    });
    expect(events[1].changes).toEqual([{ field: 'isRead', before: true, after: false }]);
    // The message's own history, which an editor (who works the inbox) may read.
    const history = await editor.get(`/api/admin/history/ContactSubmission/${id}`);
    expect(history.status).toBe(200);
    expect(history.body.map((e: Event) => e.action)).toEqual(['unread', 'read']);
  });

  it('records a delete with the subject and sender, never the text', async () => {
    const text = 'Please keep this private: my flight lands at 1:05 and my door code is 4412.';
    const id = await message({ subject: 'Private question', message: text });
    const start = await lastEventId();
    expect((await editor.delete(`/api/admin/contacts/${id}`)).status).toBe(200);
    const [deleted] = await inboxEventsAfter(start);
    expect(deleted).toMatchObject({ action: 'delete', entityId: id, entityLabel: 'Private question (from Jordan Traveller <jordan@example.com>)', changes: [] });
    const all = await owner.get('/api/admin/audit?limit=500');
    expect(all.text).not.toContain('door code');
    const csv = await owner.get('/api/admin/audit.csv?entityType=ContactSubmission');
    expect(csv.text).toContain('Private question');
    expect(csv.text).not.toContain('door code');
  });

  it('records one event per bulk action, naming how many changed and which', async () => {
    const ids = [await message({ subject: 'Bulk one' }), await message({ subject: 'Bulk two' }), await message({ subject: 'Bulk three' })];
    await owner.post(`/api/admin/contacts/${ids[0]}/read`);
    const start = await lastEventId();
    // Three selected, one already read, one unknown id: two change.
    const read = await owner.post('/api/admin/contacts/read', { ids: [...ids, 99_999_999] });
    expect(read.body).toEqual({ success: true, updated: 2 });
    const removed = await owner.gql('mutation ($ids: [Int!]!) { deleteContacts(ids: $ids) }', { ids });
    expect(removed.body.data.deleteContacts).toBe(3);
    // Nothing left to change: no event.
    expect((await owner.post('/api/admin/contacts/read', { ids })).body.updated).toBe(0);

    const events = await inboxEventsAfter(start);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      action: 'read',
      entityId: null,
      entityLabel: '2 messages',
      changes: [{ field: 'isRead', before: false, after: true }],
      note: `Marked 2 of 4 selected read: #${ids[1]}, #${ids[2]}`,
    });
    expect(events[1]).toMatchObject({ action: 'delete', entityId: null, entityLabel: '3 messages', note: `Deleted 3 of 3 selected: #${ids[0]}, #${ids[1]}, #${ids[2]}` });
    expect(events[1].changes).toEqual([
      { field: 'messages', before: ids.map((id, i) => `#${id} ${['Bulk one', 'Bulk two', 'Bulk three'][i]} (from Jordan Traveller <jordan@example.com>)`), after: null },
    ]);
    expect(JSON.stringify(events)).not.toContain(contactPayload().message);
  });

  it('answers 400 for an id that is no number and 404 for a message that is not there, recording nothing', async () => {
    const start = await lastEventId();
    const bad = await owner.post('/api/admin/contacts/abc/unread');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Contact id must be a positive whole number');
    const missing = await owner.post('/api/admin/contacts/99999999/unread');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Contact submission not found' });
    expect((await owner.delete('/api/admin/contacts/99999999')).status).toBe(404);
    expect(await lastEventId()).toBe(start);
  });
});

describe('uploads', () => {
  function upload(client: Client, file: Buffer, name: string) {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(file)], { type: 'image/png' }), name);
    return client.request('POST', '/api/admin/uploads', { body: form });
  }

  it('records each upload as the creation of an image; the same picture again says it was already stored', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#22aa66' } }).png().toBuffer();
    const start = await lastEventId();
    const first = await upload(editor, png, 'shuttle-door.png');
    expect(first.status).toBe(201);
    const again = await upload(owner, png, 'same-again.png');
    expect(again.body.data.url).toBe(first.body.data.url);
    const events = ((await owner.get('/api/admin/audit?entityType=Upload&order=asc&limit=500')).body as Event[]).filter((e) => e.id > start);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      action: 'create',
      actorName: 'inbox-editor',
      entityLabel: 'shuttle-door.png',
      changes: [
        { field: 'url', before: null, after: first.body.data.url },
        { field: 'size', before: null, after: expect.stringMatching(/^40×30, \d+ bytes$/) },
      ],
      note: null,
    });
    expect(events[1]).toMatchObject({ action: 'create', actorName: 'admin', entityId: events[0].entityId, entityLabel: 'same-again.png', changes: [], note: `The same image was already stored as ${first.body.data.url}` });
  });

  it('records nothing for a refused file', async () => {
    const start = await lastEventId();
    expect((await upload(owner, Buffer.from('not a picture at all'), 'fake.png')).status).toBe(400);
    expect(await lastEventId()).toBe(start);
  });
});

describe('the admins the trail names', () => {
  it('lists each admin once by name with their role, for owners over REST and GraphQL', async () => {
    const rest = await owner.get('/api/admin/audit/actors');
    expect(rest.status).toBe(200);
    const names = (rest.body as { id: number; name: string; role: string }[]).map((a) => a.name);
    expect(names).toEqual([...new Set(names)].sort((a, b) => a.localeCompare(b)));
    expect(rest.body).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'admin', role: 'OWNER' }), expect.objectContaining({ name: 'inbox-editor', role: 'EDITOR' })]));
    const gql = await owner.gql('{ auditActors { id name role } }');
    expect(gql.body.data.auditActors).toEqual(rest.body);
    // The filter the list offers finds that admin's changes.
    const editorId = (rest.body as { id: number; name: string }[]).find((a) => a.name === 'inbox-editor')!.id;
    const theirs = await owner.get(`/api/admin/audit?actorId=${editorId}&limit=500`);
    expect(new Set((theirs.body as Event[]).map((e) => e.actorName))).toEqual(new Set(['inbox-editor']));
  });

  it('is refused to editors (403 / FORBIDDEN) and to visitors (401)', async () => {
    const rest = await editor.get('/api/admin/audit/actors');
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({ message: 'Only an owner can do this' });
    expect((await editor.gql('{ auditActors { id } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await new Client(server.url).get('/api/admin/audit/actors')).status).toBe(401);
  });
});
