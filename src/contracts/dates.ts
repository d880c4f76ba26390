// A date typed in a back-office form (gift cards' expiry, promotions' window), read the same way wherever it is asked.
import { z } from 'zod';

/** Blank reads as no date (null); text that is not a date is refused with `invalid`, a date not after now with `future` when given. */
export function readTypedDate(messages: { invalid: string; future?: string }) {
  return (typed: string | null | undefined, ctx: z.RefinementCtx): Date | null => {
    if (!typed) return null;
    const date = new Date(typed);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: messages.invalid });
      return z.NEVER;
    }
    if (messages.future && date.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', message: messages.future });
      return z.NEVER;
    }
    return date;
  };
}
