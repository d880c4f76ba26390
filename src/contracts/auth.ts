// Sign-in contract, shared by the server and the back office.
import { z } from 'zod';
import { successSchema } from './common';

export const loginRequestSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const sessionUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  isAdmin: z.boolean(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const loginResponseSchema = successSchema.extend({ user: sessionUserSchema, token: z.string().min(1) });

/** POST /api/auth/login refused: wrong name or password (`INVALID_CREDENTIALS`). */
export const loginFailedSchema = z.object({ success: z.literal(false), code: z.literal('INVALID_CREDENTIALS'), message: z.string() });

export const meResponseSchema = z.object({ user: sessionUserSchema });

/** Cookie set at login beside the bearer token; httpOnly so page scripts cannot read it. */
export const SESSION_COOKIE = 'autoshop_session';
