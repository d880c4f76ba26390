// French texts of the catalogue, stock (numlists, suppressions) and settings codes.
import type { ErrorTexts } from './types';

export const catalogueStockErrorTexts = {
  NOTHING_TO_IMPORT: {
    status: 400,
    message: () => 'Aucun numéro à ajouter',
    details: (d) => (d.report ? { report: d.report } : undefined),
  },
} satisfies ErrorTexts<'NOTHING_TO_IMPORT'>;
