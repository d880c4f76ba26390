// How the API renders one domain error code: its HTTP status, its French message, and what the body carries.
import type { ErrorData } from '../../domain/errors';

export type ErrorText = {
  status: number;
  /** The French sentence shown to the admin, built from the error's data. */
  message: (data: ErrorData) => string;
  /** Per-field messages for forms (`fields` in the body). */
  fields?: (data: ErrorData) => Record<string, string> | undefined;
  /** Figures the client may use (`details` in the body), presented (euros as "12.50"); default: none. */
  details?: (data: ErrorData) => Record<string, unknown> | undefined;
};

export type ErrorTexts<C extends string> = Record<C, ErrorText>;

/** The text of a code whose sentence does not depend on the data: its status, its message, and the form's field messages if any. */
export function fixedText(status: number, message: string, fields?: Record<string, string>): ErrorText {
  return fields ? { status, message: () => message, fields: () => fields } : { status, message: () => message };
}
