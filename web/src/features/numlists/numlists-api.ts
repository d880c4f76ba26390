// Numlist data of the back office: the paged list query (SPEC §9 numlist cache), the imports (JSON or multipart file) and the card actions.
import type {
  clearRestockResultSchema,
  clearResultSchema,
  ImportResult,
  NumlistList,
  removeDuplicatesResultSchema,
  shuffleResultSchema,
} from '@contracts/stock';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { numlistsKey } from '@/features/catalogue/catalogue-api';
import { apiRequest, apiUpload } from '@/lib/api';
import { queryPresets } from '@/lib/query-client';

export { numlistsKey };

export type ClearResult = z.infer<typeof clearResultSchema>;
export type ShuffleResult = z.infer<typeof shuffleResultSchema>;
export type RemoveDuplicatesResult = z.infer<typeof removeDuplicatesResultSchema>;
export type ClearRestockResult = z.infer<typeof clearRestockResultSchema>;

export const NUMLIST_DEFAULT_PAGE_SIZE = 12;

/**
 * How often the grid refreshes itself, and the age past which cached data is reloaded on arrival: the numlist
 * cache keeps data 5 minutes (SPEC §9), so the banner's "every 5 minutes" holds while the page is open and after.
 */
export const NUMLIST_REFRESH_MS = queryPresets.numlists.gcTime;

export type NumlistQuery = { page: number; pageSize: number; search: string };

function numlistsQueryKey({ page, pageSize, search }: NumlistQuery) {
  return [...numlistsKey, { page, pageSize, search: search || undefined }] as const;
}

/** GET /api/numlists/cached?page=&pageSize=&search= — the page stays on screen while the next one loads. */
export function useNumlists(query: NumlistQuery) {
  return useQuery<NumlistList>({
    queryKey: numlistsQueryKey(query),
    ...queryPresets.numlists,
    placeholderData: keepPreviousData,
    refetchInterval: NUMLIST_REFRESH_MS,
  });
}

export function invalidateNumlists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: numlistsKey });
}

/** Lines trimmed, empty ones dropped (SPEC §5): what pasted text sends. */
export function parseNumberLines(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The numbers of an import: pasted lines (JSON) or a file (multipart, streamed by the server, never read whole here). */
export type NumbersPayload = { kind: 'lines'; numbers: string[] } | { kind: 'file'; file: File } | { kind: 'none' };

type Fields = Record<string, string | number | boolean | null | undefined>;

function multipart(fields: Fields, file: File): FormData {
  const form = new FormData();
  // Fields first: the server reads them before it streams the file that follows.
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null && value !== undefined && value !== '') form.append(name, String(value));
  }
  form.append('file', file, file.name);
  return form;
}

/** POST /api/numlists/{id}/restock with the pasted lines or the file; `onProgress` follows a file's upload. */
export function restockNumlist(
  id: number,
  payload: NumbersPayload,
  options: { strict: boolean; onProgress?(fraction: number): void },
): Promise<ImportResult> {
  const path = `/api/numlists/${id}/restock`;
  if (payload.kind === 'file') return apiUpload<ImportResult>(path, multipart({ strict: options.strict }, payload.file), options);
  return apiRequest<ImportResult>('POST', path, { numbers: payload.kind === 'lines' ? payload.numbers : [], strict: options.strict });
}

/** POST /api/numlists: the numlist's fields, with its first numbers pasted (JSON) or as a file (multipart). */
export function createNumlist(
  fields: Fields,
  payload: NumbersPayload,
  options: { strict: boolean; onProgress?(fraction: number): void },
): Promise<ImportResult> {
  if (payload.kind === 'file') return apiUpload<ImportResult>('/api/numlists', multipart({ ...fields, strict: options.strict }, payload.file), options);
  return apiRequest<ImportResult>('POST', '/api/numlists', {
    ...fields,
    numbers: payload.kind === 'lines' ? payload.numbers : [],
    strict: options.strict,
  });
}
