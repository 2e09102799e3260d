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

/** The message to show to a user: the server's message if any, otherwise the given fallback. */
export function serverMessageOr(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (a last progress report when the user leaves). */
  keepalive?: boolean;
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

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': currentLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;

  const response = await fetch(path, init);
  const contentType = response.headers.get('content-type') ?? '';

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    const parsed = parseErrorBody(text, contentType);
    throw new ApiError(response.status, response.statusText || 'Error', parsed.message, parsed.code, parsed.body);
  }

  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!text) return undefined as T;
  return (contentType.includes('json') ? JSON.parse(text) : text) as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, signal ? { signal } : {}),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
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
