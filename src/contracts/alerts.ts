// Alerts contract: what the header's bell lists (GET /api/alerts).
import { z } from 'zod';

export const alertsSchema = z.object({
  /** The smallest order: an active list holding fewer numbers cannot fill one. */
  minimumQuantity: z.number().int(),
  soldOut: z.object({
    /** Every such list; `lists` names the emptiest ten. */
    count: z.number().int(),
    lists: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        countryName: z.string().nullable(),
        countryFlag: z.string().nullable(),
        operatorName: z.string().nullable(),
        availableNumbers: z.number().int(),
      }),
    ),
  }),
  pendingDeposits: z.object({ count: z.number().int(), oldestAt: z.string().nullable() }),
});
export type Alerts = z.infer<typeof alertsSchema>;
