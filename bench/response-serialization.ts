// CPU of answers serialized through their zod response schemas (decision 0148) against plain JSON.stringify, same run:
// two apps over one demo database, the same injected requests, alternated. `npx tsx bench/response-serialization.ts`
import { serializerCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { purchaseHistoryResponseSchema } from '../src/contracts/orders';
import { shopProductsResponseSchema } from '../src/contracts/shop';
import { seedDemo } from '../src/demo/seed';
import { openDatabase } from '../src/db/client';
import { ensureAdmin } from '../src/domain/users/bootstrap-admin';
import { buildTestApp, TEST_ADMIN, testConfig } from '../tests/support/app';

const ROUNDS = Number(process.env.ROUNDS ?? 3000);
const database = await openDatabase({ memory: true });
await database.migrate();
await seedDemo(database.db);
await ensureAdmin(database.db, TEST_ADMIN);

async function app(plain: boolean) {
  const built = await buildTestApp({ config: testConfig(), db: database.db, logger: false, webDir: '/nonexistent' });
  // Before ready, the root's compiler is the one every route's schema controller asks for: JSON.stringify, as before.
  if (plain) built.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await built.ready();
  return built;
}
const zodApp = await app(false);
const plainApp = await app(true);
const token = (await zodApp.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN })).json().token as string;
const categories = (await zodApp.inject({ url: '/api/shop/categories' })).json().categories as Array<{ id: number }>;
const countries = (await zodApp.inject({ url: `/api/shop/countries?category=${categories[0].id}` })).json().countries as Array<{ id: number }>;
const operators = (await zodApp.inject({ url: `/api/shop/operators?category=${categories[0].id}&country=${countries[0].id}` })).json().operators as Array<{ id: number }>;

const requests = {
  'GET /api/shop/categories': { url: '/api/shop/categories' },
  'GET /api/shop/products': { url: `/api/shop/products?category=${categories[0].id}&country=${countries[0].id}&operator=${operators[0].id}` },
  'GET /api/purchase-history (20 rows)': { url: '/api/purchase-history', headers: { authorization: `Bearer ${token}` } },
};

async function cpuOf(target: typeof zodApp, request: { url: string; headers?: Record<string, string> }) {
  const start = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i++) {
    const res = await target.inject(request);
    if (res.statusCode !== 200) throw new Error(`${request.url}: ${res.statusCode} ${res.body}`);
  }
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / ROUNDS;
}

for (const [name, request] of Object.entries(requests)) {
  const same = (await zodApp.inject(request)).body === (await plainApp.inject(request)).body;
  await cpuOf(zodApp, request); // warm-up
  await cpuOf(plainApp, request);
  const zod = [await cpuOf(zodApp, request), await cpuOf(zodApp, request)];
  const plain = [await cpuOf(plainApp, request), await cpuOf(plainApp, request)];
  const z = Math.min(...zod);
  const p = Math.min(...plain);
  console.log(`${name}: zod ${z.toFixed(3)} ms CPU/request, JSON.stringify ${p.toFixed(3)} ms, ratio ${(z / p).toFixed(2)}, same body: ${same}`);
}
// The serialization alone, on the real answers: zod's encode then JSON.stringify, against JSON.stringify.
const bodies = [
  ['purchase history (20 rows)', purchaseHistoryResponseSchema, (await zodApp.inject(requests['GET /api/purchase-history (20 rows)'])).json()],
  ['shop products', shopProductsResponseSchema, (await zodApp.inject(requests['GET /api/shop/products'])).json()],
] as const;
for (const [name, schema, body] of bodies) {
  const serialize = serializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' } as never) as (data: unknown) => string;
  const time = (fn: () => unknown) => {
    const start = process.cpuUsage();
    for (let i = 0; i < 20_000; i++) fn();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 20_000;
  };
  time(() => serialize(body));
  const z = time(() => serialize(body));
  const p = time(() => JSON.stringify(body));
  console.log(`${name} serialized: zod ${z.toFixed(1)} µs, JSON.stringify ${p.toFixed(1)} µs (${(z / p).toFixed(1)}×), ${JSON.stringify(body).length} bytes`);
}
await zodApp.close();
await plainApp.close();
await database.close();
pino().flush();
