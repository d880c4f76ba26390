// The HTTP server as a service: listens on start; on stop, takes no new connections and finishes requests in flight.
import type { FastifyInstance } from 'fastify';
import type { Service } from './services';

export function httpServer(app: FastifyInstance, { port, host }: { port: number; host: string }): Service & { url(): string } {
  return {
    name: 'http',
    start: async () => {
      await app.listen({ port, host });
    },
    stop: () => app.close(),
    /** The address the server listens on (the real port when 0 was asked). */
    url() {
      const address = app.server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      return `http://${host.includes(':') ? `[${host}]` : host}:${actual}/`;
    },
  };
}
