// The packs admins define per operator (none yet: every operator sells the preset quantities).
import type { Executor } from '../../db/client';
import type { PackDefinition } from './packs';

export type OperatorPack = PackDefinition & { categoryId: number | null };

/** Per operator, the packs its admins defined (a null category: for every category of the operator). */
export async function definedPacks(_db: Executor, _operatorIds: number[]): Promise<Map<number, OperatorPack[]>> {
  return new Map();
}
