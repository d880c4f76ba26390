// "Clear restock": deletes every numlist of a chosen country and operator, with their numbers.
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries, operators } from '../../db/schema';
import { DomainError, notFound } from '../errors';
import { deleteNumlist } from './delete-numlist';
import { numlistIdsFor } from './numlists';

export async function clearRestock(
  db: Executor,
  input: { countryId: number; operatorId: number },
  actorUserId: number | null,
): Promise<{ deletedNumlists: number; deletedNumbers: number }> {
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, input.countryId));
  if (!country) throw notFound('country');
  const [operator] = await db.select({ countryId: operators.countryId }).from(operators).where(eq(operators.id, input.operatorId));
  if (!operator) throw notFound('operator');
  if (operator.countryId !== input.countryId) {
    throw new DomainError('INVALID_REFERENCES', { missing: [], operatorNotInCountry: true });
  }
  let deletedNumlists = 0;
  let deletedNumbers = 0;
  // One list at a time, each audited: a failure part-way leaves whole lists, never half-deleted ones' counts wrong.
  for (const id of await numlistIdsFor(db, input.countryId, input.operatorId)) {
    try {
      const { deletedNumbers: n } = await deleteNumlist(db, id, actorUserId);
      deletedNumlists++;
      deletedNumbers += n;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') continue; // deleted concurrently
      throw error;
    }
  }
  return { deletedNumlists, deletedNumbers };
}
