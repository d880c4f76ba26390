// The OpenAPI document (decision 0148): valid OpenAPI 3.1, every route of the app in it with a summary and a response
// schema, and real answers of a walk through the API matching the schema the document declares for their status.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/support/app';
import { seedDemo } from '../demo/seed';
import { isDocumented, OPENAPI_PATH } from './openapi/plugin';

type Operation = { summary?: string; tags?: string[]; responses: Record<string, { content?: Record<string, { schema: object }> }>; 'x-access'?: object };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas?: Record<string, object> } };

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  doc = (await t.app.inject({ url: OPENAPI_PATH })).json();
});
afterAll(() => t?.close());

/** `/api/users/:id` as the document writes it: `/api/users/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document, served to anyone', async () => {
    const res = await t.app.inject({ url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every route of the app, each with a summary, an area, its access and a response schema per answer', () => {
    const problems: string[] = [];
    for (const route of t.app.registeredRoutes) {
      if (!isDocumented(route.url) || route.url === OPENAPI_PATH) continue;
      const name = `${route.method} ${route.url}`;
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${name}: not in the document`);
        continue;
      }
      if (!operation.tags?.length) problems.push(`${name}: no tag`);
      if (!operation['x-access']) problems.push(`${name}: no x-access`);
      const success = Object.keys(operation.responses).filter((status) => /^[23]/.test(status));
      if (!operation.summary) problems.push(`${name}: no summary (schema.summary)`);
      if (success.length === 0) problems.push(`${name}: no response schema for its success (schema.response: { 200: someContractSchema })`);
    }
    // Add a route's `summary` and `response` in its own schema; see docs/api.md, "Adding a route".
    expect(problems).toEqual([]);
  });

  it('leaves out only the back office’s files and the reference page, which are not the API', () => {
    const left = t.app.registeredRoutes.filter((r) => !isDocumented(r.url)).map((r) => r.url);
    for (const url of left) expect(url.startsWith('/api/docs') || !url.startsWith('/api/')).toBe(true);
  });

  it('types path ids as integers, and shows the bodies the number uploads read themselves', () => {
    const parameters = (doc.paths['/api/users/{id}'].get as unknown as { parameters: Array<{ name: string; schema: { type: string } }> }).parameters;
    expect(parameters.find((p) => p.name === 'id')?.schema.type).toBe('integer');
    for (const [path, field] of [['/api/numlists', 'name'], ['/api/numlists/{id}/restock', 'numbers']] as const) {
      const body = (doc.paths[path].post as unknown as { requestBody: { content: Record<string, { schema: { properties: object } }> } }).requestBody;
      expect(Object.keys(body.content)).toEqual(['application/json', 'multipart/form-data']);
      expect(body.content['application/json'].schema.properties).toHaveProperty(field);
      expect(body.content['multipart/form-data'].schema.properties).toHaveProperty('file');
    }
  });

  it('shows ids and euro amounts with examples', () => {
    const text = JSON.stringify(doc);
    expect(text).toContain('"examples":["12.50"]');
    expect(text).toContain('"examples":[42]');
  });
});

describe('the TypeScript example of docs/api.md', () => {
  // The owner's tool (docs/api-example/owner-tool.ts), typechecked against types openapi-typescript generates from this
  // very document: a renamed field or path breaks this test, not the owner's first try.
  it('typechecks against types generated from the document', { timeout: 120_000 }, async () => {
    const root = resolve(import.meta.dirname, '../..');
    const dir = join(root, '.tmp/api-example');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'autoshop-api.d.ts'), astToString(await openapiTS(structuredClone(doc) as never)));
    await copyFile(join(root, 'docs/api-example/owner-tool.ts'), join(dir, 'owner-tool.ts'));
    const compilerOptions = { target: 'ES2023', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023', 'DOM'], types: ['node'], strict: true, noEmit: true, skipLibCheck: true };
    await writeFile(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['owner-tool.ts'] }));
    const tsc = join(root, 'node_modules/typescript/bin/tsc');
    const run = promisify(execFile)(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { cwd: root });
    await expect(run.catch((error: { stdout: string }) => Promise.reject(new Error(error.stdout)))).resolves.toBeDefined();
  });
});

describe('the reference page', () => {
  it('is served from the shop itself, under its Content-Security-Policy', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    const html = page.statusCode === 302 ? await t.app.inject({ url: `/api/docs/${page.headers.location ?? ''}` }) : page;
    expect(page.statusCode).toBeLessThan(400);
    const index = (await t.app.inject({ url: '/api/docs/static/index.html' })).body || html.body;
    expect(index).not.toMatch(/https?:\/\/(?!localhost)/);
    const bundle = await t.app.inject({ url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-security-policy']).toContain("script-src 'self'");
  });
});

describe('real answers', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addFormat('email', true).addFormat('date-time', true).addFormat('uri', true).addFormat('uuid', true).addFormat('date', true);

  /** The document's operation for a concrete url (`/api/users/3` → `/api/users/{id}`). */
  function operationFor(method: string, url: string): { path: string; operation: Operation } {
    const path = url.split('?')[0];
    for (const [template, operations] of Object.entries(doc.paths)) {
      const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
      if (pattern.test(path) && operations[method.toLowerCase()]) return { path: template, operation: operations[method.toLowerCase()] };
    }
    throw new Error(`${method} ${url}: no operation in the document`);
  }

  async function answerMatches(method: string, url: string, payload?: object, headers: Record<string, string> = t.auth) {
    const res = await t.app.inject({ method: method as 'GET', url, payload, headers });
    const { path, operation } = operationFor(method, url);
    const declared = operation.responses[String(res.statusCode)];
    expect(declared, `${method} ${url} answered ${res.statusCode}, not in the document (${path}): ${res.body}`).toBeDefined();
    const schema = declared.content?.['application/json']?.schema;
    if (schema) {
      const validate = ajv.compile({ ...schema, components: doc.components });
      const valid = validate(res.json());
      expect(validate.errors ?? [], `${method} ${url} (${res.statusCode}): ${res.body.slice(0, 500)}`).toEqual([]);
      expect(valid).toBe(true);
    }
    return res;
  }

  it('of the catalogue, stock, customers, orders and reports match their declared schemas', async () => {
    await answerMatches('GET', '/api/auth/me');
    await answerMatches('GET', '/api/categories');
    await answerMatches('GET', '/api/countries');
    await answerMatches('GET', '/api/operators');
    await answerMatches('GET', '/api/numlists');
    await answerMatches('GET', '/api/numlists/1');
    await answerMatches('GET', '/api/users/with-stats');
    await answerMatches('GET', '/api/users/2');
    await answerMatches('GET', '/api/purchase-history');
    await answerMatches('GET', '/api/transactions');
    await answerMatches('GET', '/api/deposits');
    await answerMatches('GET', '/api/dashboard/stats');
    await answerMatches('GET', '/api/reports/sales');
    await answerMatches('GET', '/api/reports/top-customers');
    await answerMatches('GET', '/api/shop/categories', undefined, {});
  });

  it('of the back office’s other pages match their declared schemas', async () => {
    for (const url of [
      '/api/alerts',
      '/api/abuse-rules',
      '/api/reports/abuse',
      '/api/users/2/block',
      '/api/referrals/referrers',
      '/api/reviews',
      '/api/promotions',
      '/api/shop-packs?operatorId=1',
      '/api/settings',
      '/api/settings/shop',
      '/api/settings/help-messages',
      '/api/settings/texts/welcome',
      '/api/settings/manual-topups',
      '/api/telegram/status',
      '/api/admin-settings',
      '/api/gift-cards',
      '/api/support/tickets',
      '/api/payments/settings',
      '/api/payments/settings/stars',
    ]) {
      expect((await answerMatches('GET', url)).statusCode, url).toBe(200);
    }
    const promotions = (await answerMatches('GET', '/api/promotions')).json().promotions as Array<{ id: number }>;
    if (promotions[0]) await answerMatches('GET', `/api/promotions/${promotions[0].id}`);
    const tickets = (await answerMatches('GET', '/api/support/tickets')).json().data as Array<{ id: number }>;
    if (tickets[0]) await answerMatches('GET', `/api/support/tickets/${tickets[0].id}`);
  });

  it('of a key created, used and refused match their declared schemas, errors included', async () => {
    const created = await answerMatches('POST', '/api/api-keys', { name: 'Outil', scopes: ['orders:read'] });
    expect(created.statusCode).toBe(201);
    const key = { authorization: `Bearer ${created.json().secret}` };
    await answerMatches('GET', '/api/api-keys');
    await answerMatches('GET', '/api/purchase-history?page=1&pageSize=20', undefined, key);
    expect((await answerMatches('GET', '/api/numlists', undefined, key)).statusCode).toBe(403);
    expect((await answerMatches('GET', '/api/users/999999')).statusCode).toBe(404);
    expect((await answerMatches('GET', '/api/purchase-history?pageSize=7')).statusCode).toBe(400);
    expect((await answerMatches('GET', '/api/numlists', undefined, {})).statusCode).toBe(401);
  });
});
