/**
 * The one API client of the web app (spec sections 7 and 8).
 *
 * - JSON in and out, bearer token from localStorage 'token' when present,
 *   `Accept-Language: de|en` following the UI language.
 * - Any non-OK response throws an ApiError whose message is `${status}: ${message}`, where message
 *   is the server's `message` (or the body text, or the status text).
 */
import { currentLanguage } from '../i18n';
import { getToken } from './storage';

export class ApiError extends Error {
  readonly status: number;
  /** The server's own message (already localized by Accept-Language), if it sent one. */
  readonly serverMessage: string | undefined;
  /** The server's stable error code, if it sent one. */
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(status: number, statusText: string, serverMessage: string | undefined, code: string | undefined, body: unknown) {
    super(`${status}: ${serverMessage ?? statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.body = body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * 202 "wird verarbeitet" (issue 31, item 5): the change is saved, but the server's views do not show
 * it yet, so the answer the caller expected is not there. Thrown like an error so that no caller
 * reads a missing answer; shown as information, not as a failure (`isStillProcessing`), and the
 * data on screen is read again once `location` says the server caught up (query-client.ts).
 */
export class StillProcessing extends ApiError {
  /** Where to ask whether the change is visible (`GET`, answers `{ ready }`). */
  readonly location: string;

  constructor(serverMessage: string | undefined, location: string, body: unknown) {
    super(202, 'Accepted', serverMessage, 'processing', body);
    this.name = 'StillProcessing';
    this.location = location;
  }
}

export const isStillProcessing = (error: unknown): error is StillProcessing => error instanceof StillProcessing;

/** The messages of 202 answers seen in this page: a toast that would show one as an error shows it as information. */
const processingMessages = new Set<string>();
export const isProcessingMessage = (text: unknown): boolean => typeof text === 'string' && processingMessages.has(text);

/** An ApiError whose stable `code` (the server's error tables) is one of `codes`. */
export function hasErrorCode(error: unknown, codes: readonly string[]): error is ApiError & { readonly code: string } {
  return isApiError(error) && error.code !== undefined && codes.includes(error.code);
}

/** The message to show to a user: the server's message if any, otherwise the given fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A fresh `Idempotency-Key` (crypto.getRandomValues works outside secure contexts too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (a last progress report when the user leaves). */
  keepalive?: boolean;
  /** A multipart body (file uploads) instead of JSON. */
  form?: FormData;
  /** Sent as `Idempotency-Key`: a repeated submission of the same form is answered once (POST). */
  idempotencyKey?: string;
  /** Further request headers (e.g. a kiosk's `X-Kiosk-Device`). */
  headers?: Readonly<Record<string, string>>;
}

function parseErrorBody(text: string, contentType: string): { message?: string; code?: string; body: unknown } {
  if (!text) return { body: undefined };
  if (contentType.includes('json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') {
        const record = parsed as Record<string, unknown>;
        return {
          body: parsed,
          ...(typeof record.message === 'string' && record.message ? { message: record.message } : {}),
          ...(typeof record.code === 'string' ? { code: record.code } : {}),
        };
      }
      return { body: parsed };
    } catch {
      return { body: text };
    }
  }
  // Plain text bodies are shown as they are; HTML error pages (proxies) are not.
  if (contentType.startsWith('text/plain')) return { message: text.trim() || undefined, body: text };
  return { body: text };
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);

  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  } else if (options.form) {
    // the browser sets the multipart Content-Type with its boundary
    init.body = options.form;
  }
  if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;

  const response = await fetch(path, init);
  if (response.status === 202 && (response.headers.get('content-type') ?? '').includes('json')) {
    const parsed = parseErrorBody(await response.clone().text().catch(() => ''), 'application/json');
    const location = (parsed.body as { location?: unknown } | undefined)?.location;
    if (parsed.code === 'processing' && typeof location === 'string') {
      if (parsed.message) processingMessages.add(parsed.message);
      throw new StillProcessing(parsed.message, location, parsed.body);
    }
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const parsed = parseErrorBody(text, response.headers.get('content-type') ?? '');
    throw new ApiError(response.status, response.statusText || 'Error', parsed.message, parsed.code, parsed.body);
  }
  return response;
}

async function bodyOf<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  return ((response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text) as T;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return bodyOf<T>(await send(path, options));
}

/** One page of a list the API answers as an array with its total in `X-Total-Count`. */
export interface ListPage<T> {
  readonly items: T[];
  readonly total: number;
}

async function getListPage<T>(path: string, signal?: AbortSignal): Promise<ListPage<T>> {
  const response = await send(path, signal ? { signal } : {});
  const items = (await bodyOf<T[] | undefined>(response)) ?? [];
  const total = Number(response.headers.get('X-Total-Count') ?? items.length);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

/**
 * A multipart POST whose answer is JSON lines (`application/x-ndjson`, e.g. progress then result):
 * each line is handed to `onLine` as it arrives. A non-OK answer throws ApiError as `apiRequest`.
 */
export async function postFormLines(path: string, form: FormData, onLine: (line: unknown) => void): Promise<void> {
  const headers = new Headers({ Accept: 'application/x-ndjson', 'Accept-Language': currentLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(path, { method: 'POST', headers, body: form });
  if (!response.ok || !response.body) {
    const text = await response.text().catch(() => '');
    const parsed = parseErrorBody(text, response.headers.get('content-type') ?? '');
    throw new ApiError(response.status, response.statusText || 'Error', parsed.message, parsed.code, parsed.body);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    buffered += r.value;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const l of lines) if (l.trim()) onLine(JSON.parse(l));
  }
  if (buffered.trim()) onLine(JSON.parse(buffered));
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, signal ? { signal } : {}),
  getPage: getListPage,
  post: <T>(path: string, body?: unknown, opts: { idempotencyKey?: string } = {}) => apiRequest<T>(path, { method: 'POST', body, ...opts }),
  postForm: <T>(path: string, form: FormData) => apiRequest<T>(path, { method: 'POST', form }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
};

/**
 * A PDF the API renders (evidence of instruction, progress report) as a blob: a plain link cannot
 * carry the bearer token. Errors become ApiError with the server's message, like every other call.
 */
export async function fetchPdf(path: string, lang: 'de' | 'en'): Promise<Blob> {
  const headers = new Headers({ Accept: 'application/pdf', 'Accept-Language': lang });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(path, { headers });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let message: string | undefined;
    let code: string | undefined;
    let body: unknown = text;
    try {
      const parsed = JSON.parse(text) as { message?: unknown; code?: unknown };
      body = parsed;
      if (typeof parsed.message === 'string' && parsed.message) message = parsed.message;
      if (typeof parsed.code === 'string') code = parsed.code;
    } catch {
      // not JSON: no server message to show
    }
    throw new ApiError(response.status, response.statusText || 'Error', message, code, body);
  }
  const blob = await response.blob();
  return blob.type === 'application/pdf' ? blob : new Blob([blob], { type: 'application/pdf' });
}
