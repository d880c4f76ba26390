// What a route test reads of an API answer: its status and the part of its JSON body the test names. A refusal is
// checked in one call (status, code, French message, figures) where it took two expects, repeated test after test.
import { expect } from 'vitest';

/** An answer from `app.inject()`. */
type Answer = { statusCode: number; body: string; json(): unknown };

/** The answer has this status (the body shown when it does not) and a JSON body holding `body`. */
export function expectAnswer(res: Answer, status: number, body: Record<string, unknown>): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject(body);
}

/** A form refused (400) with exactly these fields named, each with its French message. */
export function expectFieldRefusals(res: Answer, fields: Record<string, string>): void {
  expect(res.statusCode, res.body).toBe(400);
  expect((res.json() as { fields?: unknown }).fields).toEqual(fields);
}
