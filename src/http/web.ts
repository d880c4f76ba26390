// Serves the built back office (dist/web) from the same process, with the SPA's index.html for client routes.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type {} from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { securityHeaders } from './security-headers';

const webDistDir = resolve(import.meta.dirname, '../../dist/web');

/** The app's one page; the client's router shows the page of the path. Revalidated each time: it names the hashed assets. */
const sendApp = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');

export async function webPlugin(app: FastifyInstance, opts: { dir?: string }) {
  const dir = opts.dir ?? webDistDir;
  const hasBuild = existsSync(join(dir, 'index.html'));
  // The back office's files are public (the API behind them is not); @fastify/static takes no route config of its own.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access: route.config?.access ?? 'public' };
  });
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      wildcard: false,
      index: false,
      // Vite names every file under assets/ after a hash of its content: a browser (a customer's phone in the Mini App
      // first) keeps it and never asks again; a new build names new files, and index.html (no-cache) points to them.
      // Other files (the icon) are revalidated, as @fastify/static's own header would have them.
      cacheControl: false,
      setHeaders: (res, path) => {
        const hashed = path.startsWith(join(dir, 'assets'));
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
      },
    });
    // The Mini App's page: the same app, but under the headers that let Telegram's web clients frame it.
    app.get('/shop', { helmet: securityHeaders(app.config).miniAppPage }, (_request, reply) => sendApp(reply));
  } else {
    app.log.warn({ dir }, 'web build missing: run `npm run build`; only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/') && !request.url.startsWith('/webhooks/');
    if (isPage && hasBuild) {
      // Client-side routes (/login, /numlists, unknown paths → the app's own 404 page) all load the app.
      return sendApp(reply);
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Route introuvable' });
  });
}
