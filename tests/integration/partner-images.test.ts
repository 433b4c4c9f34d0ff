// A partner's page on another origin shows the site's images: uploads and the built app's pictures
// are served with Cross-Origin-Resource-Policy: cross-origin, and with PUBLIC_URL set a keyed
// answer names them by absolute URL (REST and GraphQL); visitors' and the admin's answers keep paths.
import sharp from 'sharp';
import { providerPayload } from '../support/factories';
import { Client, loginAs } from '../support/http';
import { ADMIN, startTestServer, type TestServer } from '../support/testServer';

jest.setTimeout(60_000);

const PUBLIC_URL = 'https://rdu-rides.example';
let server: TestServer;
let owner: Client;
let key: string;
let imagePath: string;

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_URL } });
  owner = new Client(server.url);
  await loginAs(owner, ADMIN.username, ADMIN.password);
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } }).png().toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'van.png');
  const uploaded = await owner.request('POST', '/api/admin/uploads', { body: form });
  expect(uploaded.status).toBe(201);
  imagePath = uploaded.body.data.url;
  expect((await owner.post('/api/admin/providers', providerPayload({ name: 'Image Rides', slug: 'imagerides', imageUrl: imagePath }))).status).toBe(201);
  const made = await owner.gql('mutation { createPartner(input: { name: "Pictures Travel", slug: "pictures" }) { key } }');
  key = made.body.data.createPartner.key;
});
afterAll(async () => {
  await server.close();
  await server.cleanup();
});

it('serves uploads and the built pictures with Cross-Origin-Resource-Policy: cross-origin, other files same-origin', async () => {
  const upload = await new Client(server.url).get(imagePath);
  expect(upload.status).toBe(200);
  expect(upload.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  const demo = await new Client(server.url).get('/demo/placeholder-resource.svg');
  expect(demo.status).toBe(200);
  expect(demo.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
  const api = await new Client(server.url).get('/api/faqs');
  expect(api.headers.get('cross-origin-resource-policy')).toBe('same-origin');
});

it('names site images by absolute URL in keyed answers on both transports; visitors and the admin keep the path', async () => {
  const keyed = { authorization: `Bearer ${key}` };
  const rest = await new Client(server.url).get('/api/providers/imagerides', keyed);
  expect(rest.body.imageUrl).toBe(`${PUBLIC_URL}${imagePath}`);
  const gql = await new Client(server.url).gql('{ provider(slug: "imagerides") { imageUrl } }', undefined, { headers: keyed });
  expect(gql.body.data.provider.imageUrl).toBe(`${PUBLIC_URL}${imagePath}`);
  const list = await new Client(server.url).get('/api/providers', keyed);
  expect(list.body.every((p: { imageUrl: string }) => !p.imageUrl.startsWith('/'))).toBe(true);

  expect((await new Client(server.url).get('/api/providers/imagerides')).body.imageUrl).toBe(imagePath);
  expect((await owner.gql('{ provider(slug: "imagerides") { imageUrl } }')).body.data.provider.imageUrl).toBe(imagePath);
});
