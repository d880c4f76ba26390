// Parses request input with a contract schema; a failure becomes a 400 naming each failing field.
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
  throw new DomainError('VALIDATION_FAILED', result.error.issues[0]?.message ?? 'Requête invalide', { fields });
}
