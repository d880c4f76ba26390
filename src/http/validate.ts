// Request input checked with the contract schemas: a failure becomes a 400 VALIDATION_FAILED naming each failing field.
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { DomainError } from '../domain/errors';

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  // A field may keep its precise message and give the response a shorter one (`params.summary`, e.g. amounts).
  const first = result.error.issues[0] as (z.core.$ZodIssue & { params?: { summary?: string } }) | undefined;
  throw new DomainError('VALIDATION_FAILED', { message: first?.params?.summary ?? first?.message ?? 'Requête invalide', fields });
}

/**
 * Fastify's validator for routes that declare `schema: { body, querystring, params }` with contract schemas (typed by
 * fastify-type-provider-zod's ZodTypeProvider): the same rules and error body as parseInput, a missing body read as {}.
 */
export const contractValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    try {
      return { value: parseInput(schema, data) };
    } catch (error) {
      return { error: error as Error };
    }
  };
