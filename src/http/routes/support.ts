// Support tickets in the back office (issue 28): the list, a thread, a reply, close and reopen, and a message's file
// fetched through the bot (getFile), so the token never reaches the browser.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParam } from '../../contracts/ids';
import { supportReplySchema, ticketListQuerySchema, ticketListSchema, ticketSummarySchema, ticketThreadSchema } from '../../contracts/support';
import { DomainError } from '../../domain/errors';
import { listTickets, supportFile, ticketThread } from '../../domain/support/read';
import { closeTicket, reopenTicket, replyToTicket } from '../../domain/support/tickets';
import { anyFile } from '../openapi/files';
import { adminOf } from '../plugins/auth';
import { pagedAnswer } from '../presenters/page';
import { presentThread, presentTicket } from '../presenters/support';

export async function supportRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.db;

  app.get('/api/support/tickets', { schema: { summary: 'The support tickets, filtered (paged)', querystring: ticketListQuerySchema, response: { 200: ticketListSchema } } }, async (request) =>
    pagedAnswer(await listTickets(db, request.query), presentTicket, request.query),
  );

  app.get('/api/support/tickets/:id', { schema: { summary: 'A ticket with its messages', params: idParam, response: { 200: ticketThreadSchema } } }, async (request) =>
    presentThread(await ticketThread(db, request.params.id)),
  );

  app.post('/api/support/tickets/:id/messages', { bodyLimit: 64 * 1024, schema: { summary: 'Answer a ticket (sent to the customer by the bot)', params: idParam, body: supportReplySchema, response: { 200: ticketThreadSchema } } }, async (request) => {
    const admin = adminOf(request);
    await replyToTicket(db, { ticketId: request.params.id, admin: { userId: admin.id, telegramId: null, name: admin.username }, content: { text: request.body.text }, source: 'backoffice' });
    return presentThread(await ticketThread(db, request.params.id));
  });

  app.post('/api/support/tickets/:id/close', { schema: { summary: 'Close a ticket', params: idParam, response: { 200: ticketSummarySchema } } }, async (request) => {
    await closeTicket(db, request.params.id, adminOf(request).id);
    return presentTicket((await ticketThread(db, request.params.id)).ticket);
  });

  app.post('/api/support/tickets/:id/reopen', { schema: { summary: 'Reopen a ticket', params: idParam, response: { 200: ticketSummarySchema } } }, async (request) => {
    await reopenTicket(db, request.params.id, adminOf(request).id);
    return presentTicket((await ticketThread(db, request.params.id)).ticket);
  });

  app.get('/api/support/files/:id', { schema: { summary: 'A file a customer sent, fetched through the bot', params: idParam, response: { 200: anyFile } } }, async (request, reply) => {
    const file = await supportFile(db, request.params.id);
    const api = await app.messenger.client();
    if (!api) throw new DomainError('NOT_FOUND', { entity: 'file' });
    const { file_path: path } = await api.getFile(file.fileId);
    if (!path) throw new DomainError('NOT_FOUND', { entity: 'file' });
    const response = await fetch(`${app.messenger.apiRoot}/file/bot${api.token}/${path}`);
    if (!response.ok) throw new DomainError('NOT_FOUND', { entity: 'file' });
    const name = (file.fileName ?? (file.fileKind === 'photo' ? `photo-${request.params.id}.jpg` : `fichier-${request.params.id}`)).replace(/[^\w.-]/g, '_');
    reply.header('content-type', response.headers.get('content-type') ?? 'application/octet-stream');
    reply.header('content-disposition', `${file.fileKind === 'photo' ? 'inline' : 'attachment'}; filename="${name}"`);
    return reply.send(Buffer.from(await response.arrayBuffer()));
  });
}
