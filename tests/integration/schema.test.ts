// Migrations bring an empty database to exactly the entities' schema (SQLite here; MariaDB in the
// CI run with DATABASE_URL=mysql://...), and a new database gets believable demo content.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { ROOT, parseDatabaseUrl } from '../../api/config';
import { dataSourceOptions } from '../../api/db/dataSource';
import type { MigrationClass } from '../../api/db/migrations';
import { BADGES, SLUG_PATTERN } from '../../api/domain/rules';
import { inFarePlaceOrder, accessibilityWire } from '../../api/domain/facts';
import { Provider } from '../../api/entities';
import { AUDIT_EVENT as AuditEvent } from '../../api/entities/AuditEvent';
import { ANONYMOUS, SYSTEM } from '../../api/services/actor';
import { ContactService } from '../../api/services/contacts';
import { NO_WRITE_THROTTLE } from '../../api/services/writeThrottle';
import { freshDatabase, startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

it('leaves no pending schema difference after the migrations', async () => {
  const pending = await server.db.driver.createSchemaBuilder().log();
  expect(pending.upQueries.map((q) => q.query)).toEqual([]);
});

it('has run every migration', async () => {
  expect(await server.db.showMigrations()).toBe(false);
});

it('seeds providers covering every type, the three badges, clean slugs, price ranges and real routes', async () => {
  const providers = await (await fetch(`${server.url}/api/providers`)).json();
  expect(providers.length).toBeGreaterThanOrEqual(6);
  const types = providers.map((p: any) => p.type);
  for (const t of ['Shuttle Van', 'Shared Shuttle', 'Taxi Service', 'Black Car', 'Minibus', 'Shared & Private']) expect(types).toContain(t);
  for (const b of BADGES) expect(providers.map((p: any) => p.badge)).toContain(b);
  for (const p of providers) {
    expect(p.slug).toMatch(SLUG_PATTERN);
    expect(p.priceRange).toMatch(/^\$\d+\.\d{2} - \$\d+\.\d{2}$/);
    expect(p.features.length).toBeGreaterThan(0);
    expect(p.shortDescription.length).toBeLessThanOrEqual(30);
  }
  const routed = providers.filter((p: any) => p.routePoints && JSON.parse(p.routePoints).length >= 2);
  expect(routed.length).toBeGreaterThanOrEqual(3);
  for (const p of routed) {
    for (const pt of JSON.parse(p.routePoints)) {
      // Around the Triangle: RDU, Raleigh, Durham, Chapel Hill.
      expect(pt.coordinates.lat).toBeGreaterThan(35.6);
      expect(pt.coordinates.lat).toBeLessThan(36.1);
      expect(pt.coordinates.lng).toBeGreaterThan(-79.2);
      expect(pt.coordinates.lng).toBeLessThan(-78.5);
    }
  }
});

it('seeds each provider as a save stores it: an admin who saves one unchanged records no change', async () => {
  const slug = 'triangleairportexpress';
  const provider = await server.db.getRepository(Provider).findOneByOrFail({ slug });
  // Fares in the search locations' order, as every save writes them (the demo data lists them cheapest first).
  expect(provider.fares.map((f) => f.place)).toEqual(inFarePlaceOrder(provider.fares).map((f) => f.place));
  const before = await server.db.getRepository(AuditEvent).countBy({ entityType: 'Provider', entityId: provider.id });
  // Sent as a client sends it: accessibility under its three-valued names (the stored row's `false` is a stated no).
  const input = { ...provider, accessibility: accessibilityWire(provider.accessibility), fares: [...provider.fares].reverse() };
  const saved = await server.services.providers.update(SYSTEM, provider.id, input as never, provider.version);
  expect(saved.version).toBe(provider.version);
  expect(await server.db.getRepository(AuditEvent).countBy({ entityType: 'Provider', entityId: provider.id })).toBe(before);
});

it('seeds resources of every type, FAQs and ad spots whose images this site serves', async () => {
  const resources = await (await fetch(`${server.url}/api/resources`)).json();
  expect(resources.length).toBeGreaterThanOrEqual(6);
  for (const t of ['Guide', 'Hotels', 'Attractions', 'Business', 'Events']) expect(resources.map((r: any) => r.type)).toContain(t);
  expect((await (await fetch(`${server.url}/api/faqs`)).json()).length).toBeGreaterThanOrEqual(6);
  const spots = await server.db.query('SELECT imageUrl FROM ad_spots WHERE imageUrl IS NOT NULL');
  expect(spots.length).toBeGreaterThan(0);
  const providers = await (await fetch(`${server.url}/api/providers`)).json();
  const images = [...spots.map((s: any) => s.imageUrl), ...resources.map((r: any) => r.imageUrl), ...providers.map((p: any) => p.imageUrl)];
  for (const url of images) {
    expect(url).toMatch(/^\/demo\//);
    expect(fs.existsSync(path.join(ROOT, 'web', 'public', url))).toBe(true);
  }
});

it('does not seed again once an admin has removed the demo content', async () => {
  await server.db.query('DELETE FROM faqs');
  const { seedNewDatabase } = await import('../../api/db/seed');
  expect(await seedNewDatabase(server.db)).toBe(false);
  expect(Number((await server.db.query('SELECT COUNT(*) AS n FROM faqs'))[0].n)).toBe(0);
});

it('carries the idempotency keys of messages stored before their own table existed', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-mig-'));
  const fresh = await freshDatabase(dir);
  const options = dataSourceOptions(parseDatabaseUrl(fresh.url, dir));
  const [initial] = options.migrations as MigrationClass[];
  const message = { name: 'Early Bird', email: 'early@example.com', subject: 'Old outbox message', message: 'Sent before the keys table existed.' };
  try {
    const before = new DataSource({ ...options, migrations: [initial] });
    await before.initialize();
    await before.runMigrations();
    await before.query('INSERT INTO contact_submissions (name, email, subject, message, isRead, idempotencyKey) VALUES (?, ?, ?, ?, ?, ?)', [
      message.name, message.email, message.subject, message.message, false, 'Outbox-Key-0001',
    ]);
    await before.destroy();

    const after = new DataSource(options);
    await after.initialize();
    await after.runMigrations();
    const [row] = await after.query('SELECT idempotencyKey, scope, fingerprint, resultId FROM idempotency_keys');
    const [contact] = await after.query('SELECT id FROM contact_submissions');
    expect(row).toMatchObject({ idempotencyKey: 'outbox-key-0001', scope: 'contact', resultId: contact.id });
    expect(row.fingerprint).toBe(
      crypto.createHash('sha256').update(JSON.stringify([message.name, message.email, message.subject, message.message])).digest('hex'),
    );
    // The old message's replay is recognised as one: nothing new is stored.
    const replay = await new ContactService(after, NO_WRITE_THROTTLE).submit(ANONYMOUS, message, { idempotencyKey: 'Outbox-Key-0001', client: '127.0.0.1' });
    expect(replay).toMatchObject({ replayed: true, submission: { id: contact.id } });
    expect(Number((await after.query('SELECT COUNT(*) AS n FROM contact_submissions'))[0].n)).toBe(1);
    await after.destroy();
  } finally {
    await fresh.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('makes every administrator an owner and starts every record at version 1 when the back office gains roles and versions', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-mig-'));
  const fresh = await freshDatabase(dir);
  const options = dataSourceOptions(parseDatabaseUrl(fresh.url, dir));
  const all = options.migrations as MigrationClass[];
  const backOffice = all.findIndex((m) => m.name.startsWith('BackOffice'));
  try {
    const before = new DataSource({ ...options, migrations: all.slice(0, backOffice) });
    await before.initialize();
    await before.runMigrations();
    await before.query('INSERT INTO users (username, passwordHash, isAdmin) VALUES (?, ?, ?), (?, ?, ?)', ['boss', 'hash-a', true, 'reader', 'hash-b', false]);
    await before.query("INSERT INTO faqs (question, answer, position) VALUES ('Where do I meet?', 'At the curb outside baggage claim.', 1)");
    await before.destroy();

    const after = new DataSource(options);
    await after.initialize();
    await after.runMigrations();
    const users = await after.query('SELECT username, role, version, mustChangePassword, isAdmin FROM users ORDER BY username');
    // isAdmin is kept, for the previous release during a rolling upgrade (docs/operations.md, "Upgrades").
    expect(users.map((u: any) => [u.username, u.role, Number(u.version), Number(u.mustChangePassword), Number(u.isAdmin)])).toEqual([
      ['boss', 'OWNER', 1, 0, 1],
      ['reader', null, 1, 0, 0],
    ]);
    expect(Number((await after.query('SELECT version FROM faqs'))[0].version)).toBe(1);
    await after.destroy();
  } finally {
    await fresh.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it("puts the previous release's admin flag back on a database that ran BackOffice when it still dropped it, set from the role", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-mig-'));
  const fresh = await freshDatabase(dir);
  const options = dataSourceOptions(parseDatabaseUrl(fresh.url, dir));
  const all = options.migrations as MigrationClass[];
  const kept = all.findIndex((m) => m.name.startsWith('AdminFlagKept'));
  try {
    const before = new DataSource({ ...options, migrations: all.slice(0, kept) });
    await before.initialize();
    await before.runMigrations();
    await before.query('ALTER TABLE users DROP COLUMN isAdmin');
    await before.query("INSERT INTO users (username, passwordHash, role) VALUES ('boss', 'hash-a', 'OWNER'), ('helper', 'hash-b', 'EDITOR')");
    await before.query("INSERT INTO users (username, passwordHash, role, disabledAt) VALUES ('gone', 'hash-c', 'OWNER', '2026-11-01 00:00:00')");
    await before.destroy();

    const after = new DataSource(options);
    await after.initialize();
    await after.runMigrations();
    const users = await after.query('SELECT username, isAdmin FROM users ORDER BY username');
    expect(users.map((u: any) => [u.username, Number(u.isAdmin)])).toEqual([['boss', 1], ['gone', 0], ['helper', 0]]);
    expect((await after.driver.createSchemaBuilder().log()).upQueries).toEqual([]);
    await after.destroy();
  } finally {
    await fresh.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('keeps every click count, conversion and its events when deletes that would take them become refused', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-mig-'));
  const fresh = await freshDatabase(dir);
  const options = dataSourceOptions(parseDatabaseUrl(fresh.url, dir));
  const all = options.migrations as MigrationClass[];
  const keepHistory = all.findIndex((m) => m.name.startsWith('KeepHistory'));
  try {
    const before = new DataSource({ ...options, migrations: all.slice(0, keepHistory) });
    await before.initialize();
    await before.runMigrations();
    await before.query(
      "INSERT INTO providers (name, slug, type, imageUrl, rating, features, priceRange, serviceArea, description, shortDescription, bookingUrl, servedPlaces, fareBasis, fares, fees, hours, pickupPoints) VALUES ('Old Cab', 'oldcab', 'Taxi Service', '/x.svg', '4.1', '[\"x\"]', '$1.00 - $2.00', 'Raleigh', 'An old cab.', 'Old cab', 'https://example.com', '[]', 'PER_VEHICLE', '[]', '[]', '[]', '[]')",
    );
    const [provider] = await before.query("SELECT id FROM providers WHERE slug = 'oldcab'");
    await before.query("INSERT INTO booking_clicks (providerId, page, day, clicks) VALUES (?, 'home', '2026-11-01', 5)", [provider.id]);
    await before.query("INSERT INTO affiliate_programs (name, slug, secretHash, secretHint, providerIds, subIdParam, claimWindowDays) VALUES ('Net', 'net', 'h', 'abcd', '[]', 'subid', 30)");
    const [program] = await before.query("SELECT id FROM affiliate_programs WHERE slug = 'net'");
    for (const order of ['A-1', 'A-2', 'A-3']) {
      await before.query("INSERT INTO conversions (programId, orderId, status, commissionCents, currency) VALUES (?, ?, 'booked', 250, 'USD')", [program.id, order]);
    }
    // The newest conversion was removed: its id is never given again.
    await before.query("DELETE FROM conversions WHERE orderId = 'A-3'");
    const [first] = await before.query("SELECT id FROM conversions WHERE orderId = 'A-1'");
    await before.query("INSERT INTO conversion_events (conversionId, status, commissionCents) VALUES (?, 'booked', 250)", [first.id]);
    await before.destroy();

    const after = new DataSource(options);
    await after.initialize();
    await after.runMigrations();
    expect(Number((await after.query('SELECT SUM(clicks) AS n FROM booking_clicks WHERE providerId = ?', [provider.id]))[0].n)).toBe(5);
    expect((await after.query('SELECT orderId FROM conversions ORDER BY id')).map((c: any) => c.orderId)).toEqual(['A-1', 'A-2']);
    expect(Number((await after.query('SELECT COUNT(*) AS n FROM conversion_events'))[0].n)).toBe(1);
    await expect(after.query('DELETE FROM providers WHERE id = ?', [provider.id])).rejects.toThrow(/foreign key/i);
    await expect(after.query('DELETE FROM affiliate_programs WHERE id = ?', [program.id])).rejects.toThrow(/foreign key/i);
    await after.query("INSERT INTO conversions (programId, orderId, status, commissionCents, currency) VALUES (?, 'A-4', 'booked', 250, 'USD')", [program.id]);
    const ids = (await after.query('SELECT id, orderId FROM conversions ORDER BY id')).map((c: any) => Number(c.id));
    expect(ids[2]).toBeGreaterThan(first.id + 2);
    await after.destroy();
  } finally {
    await fresh.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('fills in what the ledger keeps for conversions reported before it: the click time, the reason, what a reversal lost', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rdu-mig-'));
  const fresh = await freshDatabase(dir);
  const options = dataSourceOptions(parseDatabaseUrl(fresh.url, dir));
  const all = options.migrations as MigrationClass[];
  const ledger = all.findIndex((m) => m.name.startsWith('Ledger'));
  const now = Date.now();
  const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString().replace('T', ' ').replace('Z', '');
  try {
    const before = new DataSource({ ...options, migrations: all.slice(0, ledger) });
    await before.initialize();
    await before.runMigrations();
    const q = (sql: string, params: unknown[] = []) => before.query(sql, params);
    await q(`INSERT INTO affiliate_programs (id, name, slug, secretHash, secretHint, providerIds, subIdParam, claimWindowDays) VALUES (1, 'Net', 'net', 'x', 'abcd', '[1]', 'subid', 30)`);
    for (const [clickId, providerId, hours] of [['click-kept-0001', 1, -24], ['click-old-00001', 1, -40 * 24], ['click-later-001', 1, 1], ['click-other-001', 2, -24]] as const) {
      await q('INSERT INTO kept_clicks (clickId, providerId, page, createdAt) VALUES (?, ?, ?, ?)', [clickId, providerId, 'home', at(hours)]);
    }
    const conversions: [string, string | null, number, string, number][] = [
      ['C1', 'click-kept-0001', 1, 'booked', 500],
      ['C2', null, 0, 'booked', 100], // no sub-ID
      ['C3', 'never-seen-0001', 0, 'booked', 100], // never counted
      ['C4', 'click-old-00001', 0, 'booked', 100], // outside the claim window
      ['C5', 'click-later-001', 0, 'booked', 100], // counted after the report
      ['C6', 'click-other-001', 0, 'booked', 100], // a provider the program does not cover
      ['C7', null, 0, 'reversed', 0], // booked 8.00, confirmed 7.50, reversed 0
      ['C8', null, 0, 'reversed', 300], // reported reversed at once
    ];
    for (const [i, [order, clickId, attributed, status, cents]] of conversions.entries()) {
      await q('INSERT INTO conversions (id, programId, orderId, clickId, attributed, status, commissionCents, currency, createdAt, updatedAt) VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?)', [
        i + 1, order, clickId, attributed, status, cents, 'USD', at(0), at(0),
      ]);
    }
    for (const [conversionId, status, cents, hours] of [[1, 'booked', 500, 0], [7, 'booked', 800, -3], [7, 'confirmed', 750, -2], [7, 'reversed', 0, -1], [8, 'reversed', 300, 0]] as const) {
      await q('INSERT INTO conversion_events (conversionId, status, commissionCents, createdAt) VALUES (?, ?, ?, ?)', [conversionId, status, cents, at(hours)]);
    }
    await before.destroy();

    const after = new DataSource(options);
    await after.initialize();
    await after.runMigrations();
    const rows = await after.query('SELECT orderId, clickedAt, unattributedReason, lostCents, reversedFrom FROM conversions ORDER BY id');
    // SQLite answers a datetime as UTC text, MariaDB as a Date.
    const time = (v: unknown) => (v === null ? null : v instanceof Date ? v.getTime() : Date.parse(`${v}Z`));
    expect(rows.map((r: any) => [r.orderId, time(r.clickedAt), r.unattributedReason, r.lostCents === null ? null : Number(r.lostCents), r.reversedFrom])).toEqual([
      ['C1', Date.parse(`${at(-24)}Z`), null, null, null],
      ['C2', null, 'no-sub-id', null, null],
      ['C3', null, 'unknown-click', null, null],
      ['C4', null, 'outside-window', null, null],
      ['C5', null, 'unknown-click', null, null],
      ['C6', null, 'not-covered', null, null],
      ['C7', null, 'no-sub-id', 750, 'confirmed'],
      ['C8', null, 'no-sub-id', 300, null],
    ]);
    const events = await after.query('SELECT conversionId, status, revision FROM conversion_events ORDER BY conversionId, createdAt');
    expect(events.map((e: any) => [Number(e.conversionId), e.status, Number(e.revision)])).toEqual([[1, 'booked', 0], [7, 'booked', 0], [7, 'confirmed', 0], [7, 'reversed', 0], [8, 'reversed', 0]]);
    await after.destroy();
  } finally {
    await fresh.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
