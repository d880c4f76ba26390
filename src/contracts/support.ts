// Support tickets (issue 28) in the back office: the list's query, a ticket's thread, an admin's reply.
import { z } from 'zod';
import { pagedQueryFields, pagedResponseSchema } from './paging';

const TICKET_STATUSES = ['open', 'waiting', 'closed'] as const;
export type TicketStatusValue = (typeof TICKET_STATUSES)[number];

/** The longest reply the back office sends (Telegram's message limit, less the ticket's header). */
export const SUPPORT_REPLY_LIMIT = 3500;

export const ticketListQuerySchema = z.object({
  status: z.enum(TICKET_STATUSES, { error: 'Statut invalide (open, waiting ou closed)' }).optional(),
  ...pagedQueryFields([25, 50, 100]),
});


export const supportReplySchema = z.object({
  text: z
    .string({ error: 'Le message est requis' })
    .trim()
    .min(1, 'Le message est requis')
    .max(SUPPORT_REPLY_LIMIT, `Message trop long (${SUPPORT_REPLY_LIMIT} caractères au maximum)`),
});


const ticketCustomerSchema = z.object({
  id: z.number().int(),
  telegramId: z.number().nullable(),
  telegramUsername: z.string().nullable(),
  firstName: z.string().nullable(),
  language: z.string(),
});

const ticketOrderSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  price: z.string(),
  operatorName: z.string().nullable(),
  countryName: z.string().nullable(),
  countryFlag: z.string().nullable(),
  numlistId: z.number().int().nullable(),
  purchaseDate: z.string(),
  status: z.string(),
});

export const ticketSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(TICKET_STATUSES),
  language: z.string(),
  customer: ticketCustomerSchema,
  order: ticketOrderSchema.nullable(),
  messageCount: z.number().int(),
  lastMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  firstAnsweredAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type TicketSummaryView = z.infer<typeof ticketSummarySchema>;

export const ticketListSchema = pagedResponseSchema(ticketSummarySchema);
export type TicketList = z.infer<typeof ticketListSchema>;

const supportMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['customer', 'admin']),
  adminName: z.string().nullable(),
  source: z.enum(['bot', 'backoffice']),
  text: z.string(),
  file: z.object({ kind: z.enum(['photo', 'document']), name: z.string().nullable(), url: z.string() }).nullable(),
  createdAt: z.string(),
});
export type SupportMessageView = z.infer<typeof supportMessageSchema>;

export const ticketThreadSchema = z.object({ ticket: ticketSummarySchema, messages: z.array(supportMessageSchema) });
export type TicketThreadView = z.infer<typeof ticketThreadSchema>;
