// THE request helper of the back office (SPEC §7): JSON in and out, bearer token, cookies, one error type; plus downloads and multipart uploads.
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { getToken } from '@/lib/session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The server's error body (src/contracts/common.ts): `{ code, message, fields? }`. */
export type ApiErrorBody = {
  code?: string;
  message?: string;
  fields?: Record<string, string>;
  details?: Record<string, unknown>;
};

/**
 * A non-OK answer. `message` is "<status>: <response text or status text>" (SPEC §8); show
 * `serverMessage` (the server's French message) or a fallback to users, never `message`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: ApiErrorBody | null,
    readonly method: string,
    readonly path: string,
  ) {
    super(message);
  }
  get code(): string | undefined {
    return this.body?.code;
  }
  get serverMessage(): string | undefined {
    return this.body?.message || undefined;
  }
  /** Field name → message, for validation errors (to put under the form fields). */
  get fields(): Record<string, string> | undefined {
    return this.body?.fields;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/** The text to show in a toast: the server's message when it sent one, else the page's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const { code, message, fields, details } = value as Record<string, unknown>;
    return {
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : undefined,
      fields: fields && typeof fields === 'object' ? (fields as Record<string, string>) : undefined,
      details: details && typeof details === 'object' ? (details as Record<string, unknown>) : undefined,
    };
  } catch {
    return null;
  }
}

function toApiError(status: number, statusText: string, text: string, method: string, path: string): ApiError {
  return new ApiError(status, `${status}: ${text || statusText}`, parseErrorBody(text), method, path);
}

async function throwIfNotOk(res: Response, method: string, path: string): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw toApiError(res.status, res.statusText, text, method, path);
}

async function readBody<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!text) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('json') ? JSON.parse(text) : text) as T;
}

/**
 * Sends one call to the API and returns the parsed JSON answer (undefined when empty).
 * The body is sent as JSON, with its content-type, only when given; the bearer token when held; cookies always.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  init: { signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const res = await fetch(path, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...authHeaders(),
      ...init.headers,
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
    credentials: 'include',
    signal: init.signal,
  });
  await throwIfNotOk(res, method, path);
  return readBody<T>(res);
}

type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * Query key → URL: string/number parts are joined with "/", a trailing object becomes the query string.
 * ['/api/categories'] → /api/categories; ['/api/numlists/cached', { page: 2, search: 'fr' }] → /api/numlists/cached?page=2&search=fr.
 */
export function queryKeyToPath(queryKey: QueryKey): string {
  const parts: string[] = [];
  const params = new URLSearchParams();
  for (const part of queryKey) {
    if (part === null || part === undefined) continue;
    if (typeof part === 'object') {
      for (const [name, value] of Object.entries(part as QueryParams)) {
        if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
      }
    } else {
      parts.push(String(part));
    }
  }
  const path = parts.join('/').replace(/(?<!:)\/{2,}/g, '/');
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** TanStack Query's fetch: GET on the query key as a path; on 401 fail (default; the query client then signs out) or return null. */
export function getQueryFn<T>({ on401 = 'throw' }: { on401?: UnauthorizedBehavior } = {}): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    const path = queryKeyToPath(queryKey);
    const res = await fetch(path, { headers: { Accept: 'application/json', ...authHeaders() }, credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res, 'GET', path);
    return readBody<T>(res);
  };
}

/** "attachment; filename*=UTF-8''France%20Orange.txt" → "France Orange.txt". */
function filenameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  return plain ? (plain[2] ?? plain[1]).trim() : null;
}

/** Hands a Blob to the browser as a file download. */
function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file the API generates (a numlist as .txt, an export) with the session's auth, and saves it
 * under the server's filename (Content-Disposition), else `fallbackFilename`. Returns the filename used.
 */
export async function downloadFile(
  path: string,
  options: { method?: HttpMethod; body?: unknown; fallbackFilename?: string; signal?: AbortSignal } = {},
): Promise<string> {
  const method = options.method ?? 'GET';
  const res = await fetch(path, {
    method,
    headers: { ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...authHeaders() },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });
  await throwIfNotOk(res, method, path);
  const filename = filenameFromDisposition(res.headers.get('content-disposition')) ?? options.fallbackFilename ?? 'export';
  saveBlob(await res.blob(), filename);
  return filename;
}

/**
 * Sends a multipart form (a numlist import: file + fields) and returns the parsed JSON answer.
 * Uses XMLHttpRequest so `onProgress` (0..1) can follow a large upload; errors are ApiErrors like apiRequest's.
 */
export function apiUpload<T = unknown>(
  path: string,
  form: FormData,
  options: { method?: 'POST' | 'PUT'; onProgress?(fraction: number): void; signal?: AbortSignal } = {},
): Promise<T> {
  const method = options.method ?? 'POST';
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    if (options.onProgress) {
      const report = options.onProgress;
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable) report(event.loaded / event.total);
      });
    }
    xhr.addEventListener('load', () => {
      const text = xhr.responseText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, xhr.statusText, text, method, path));
        return;
      }
      try {
        resolve((text ? JSON.parse(text) : undefined) as T);
      } catch {
        resolve(text as T);
      }
    });
    xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload aborted', 'AbortError')));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
