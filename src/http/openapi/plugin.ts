// The API's OpenAPI 3.1 document (GET /api/openapi.json), generated from every route's contract schemas by
// @fastify/swagger with fastify-type-provider-zod's transform, and its reference page (/api/docs: Swagger UI, served
// from node_modules, nothing from a CDN). Decision 0148.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../contracts/auth';
import { errorCodesOf, errorResponses, securityOf, securitySchemes, tagOf } from './operation';
import { withExamples } from './examples';
import { documentedRequestBody } from './files';

export const OPENAPI_PATH = '/api/openapi.json';
const DOCS_PREFIX = '/api/docs';

/** Routes that are not the API: the back office's files, the reference page's own files. */
export const isDocumented = (url: string) => url.startsWith('/api/') ? !url.startsWith(`${DOCS_PREFIX}`) : url.startsWith('/webhooks/') || url === '/healthz' || url === '/readyz' || url === '/metrics';

/** The header of a write that runs once (src/http/plugins/idempotency.ts), on the routes that take it. */
const idempotencyHeader = {
  type: 'object',
  properties: {
    'idempotency-key': {
      type: 'string',
      minLength: 1,
      maxLength: 255,
      description: 'Runs the write once: the same key and request within 24 hours get the first answer again (Idempotent-Replayed: true).',
      examples: ['5f0c7a8e-3f0e-4c61-9a59-3d5e0b6a1f42'],
    },
  },
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: RouteOptions };

function transform(input: TransformInput) {
  const { route, url } = input;
  if (!isDocumented(url) || url === OPENAPI_PATH) return { schema: { ...input.schema, hide: true }, url };
  const { response, ...declared } = (input.schema ?? {}) as Record<string, unknown>;
  const responses = { ...(response as Record<string, unknown>), ...errorResponses(errorCodesOf(route)) };
  const result = jsonSchemaTransform({ ...input, schema: { ...declared, response: responses } } as TransformInput);
  const headers = route.config?.idempotent ? { headers: idempotencyHeader } : {};
  const { security, access } = securityOf(route);
  const documented = route.config?.documentedBody;
  const body = documented ? { body: documentedRequestBody(documented) } : {};
  return {
    url: result.url,
    schema: { ...result.schema, ...body, ...headers, tags: [tagOf(url)], security, 'x-access': access },
  };
}

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  // The reference page's own routes are public, like the back office's files (web.ts).
  app.addHook('onRoute', (route) => {
    if (route.url === OPENAPI_PATH || route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, access: 'public' };
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'AutoShop API',
        version: '1',
        description:
          'The shop’s JSON API: the back office’s own, open to the owner’s tools with API keys. Amounts are euro decimal strings ("12.50"), ids positive integers, dates ISO 8601 in UTC. See docs/api.md.',
      },
      components: { securitySchemes: { ...securitySchemes, session: { ...securitySchemes.session, name: SESSION_COOKIE } } },
    },
    transform,
    transformObject: (input) => withExamples(jsonSchemaTransformObject(input) as Record<string, unknown>),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // BaseLayout: the page without Swagger's top bar, whose logo is a data: image the shop's policy refuses; no models
    // section (every schema is shown under its operation already, and a page of 160 operations renders faster).
    uiConfig: { docExpansion: 'none', deepLinking: true, tryItOutEnabled: false, layout: 'BaseLayout', defaultModelsExpandDepth: -1 },
    // The shop's own Content-Security-Policy (helmet) covers the page; the plugin's would replace it.
    staticCSP: false,
    // Swagger UI's stylesheet draws its arrows and icons as data: images: the reference page's routes alone may show
    // them (a hook on these routes, after helmet's global one has set the policy; no other answer pays for it).
    uiHooks: {
      onRequest: async (_request, reply) => {
        const policy = reply.getHeader('content-security-policy');
        if (typeof policy === 'string') reply.header('content-security-policy', `${policy};img-src 'self' data:`);
      },
    },
    transformSpecificationClone: false,
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, async (_request, reply) => reply.type('application/json').send(JSON.stringify(app.swagger())));
});
