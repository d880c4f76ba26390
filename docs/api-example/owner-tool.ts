// An owner's tool over the shop's API, typed from its OpenAPI document (docs/api.md, "TypeScript with openapi-fetch").
// Types: npx openapi-typescript https://shop.example/api/openapi.json -o autoshop-api.d.ts
// src/http/openapi-example.test.ts generates them from the live document and typechecks this file against them.
import createClient from 'openapi-fetch';
import type { paths } from './autoshop-api';

const api = createClient<paths>({
  baseUrl: process.env.AUTOSHOP_URL ?? 'https://shop.example',
  headers: { Authorization: `Bearer ${process.env.AUTOSHOP_API_KEY}` }, // ak_…, with orders:read and credits:write
});

// Every completed order, page by page: `data` is typed from the document (ids are numbers, prices "12.50" strings).
for (let page = 1, pages = 1; page <= pages; page++) {
  const { data, error } = await api.GET('/api/purchase-history', { params: { query: { status: 'completed', page, pageSize: 100 } } });
  if (error) throw new Error(`${error.code}: ${error.message}`);
  pages = data.pagination.totalPages;
  for (const order of data.data) console.log(order.id, order.purchaseDate, order.price, order.telegramUsername ?? order.userId);
}

// Credit a customer once, even if this request is retried after a timeout: the same Idempotency-Key replays the answer.
const { data: credited, error, response } = await api.POST('/api/users/{id}/add-credit', {
  params: { path: { id: 42 }, header: { 'idempotency-key': crypto.randomUUID() } },
  body: { amount: '5.00', reason: 'Geste commercial' },
});
if (error) {
  // `code` is one of the codes the document lists for this status (API_SCOPE_MISSING, API_RATE_LIMITED, NOT_FOUND…).
  if (response.status === 429) console.log(`wait ${response.headers.get('retry-after')} s`);
  throw new Error(`${error.code}: ${error.message}`);
}
console.log(`balance now ${credited.user.balance} €`);
