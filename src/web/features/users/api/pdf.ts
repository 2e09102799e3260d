/**
 * The PDFs of the users page (start letters, badges): fetched with the bearer token (a plain link
 * cannot carry it) and saved as a download under the server's file name. A selection goes in a POST
 * body (500 ids do not fit into a URL). Errors become ApiError with the server's message.
 */
import { ApiError } from '../../../lib/api';
import { saveResponse } from '../../../lib/download';
import { getToken } from '../../../lib/storage';

export async function downloadPdf(path: string, lang: 'de' | 'en', fallbackName: string, body?: unknown): Promise<void> {
  const headers = new Headers({ Accept: 'application/pdf', 'Accept-Language': lang });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const init: RequestInit = { method: body === undefined ? 'GET' : 'POST', headers };
  if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(body);
  }
  const response = await fetch(path, init);
  if (!response.ok) {
    const parsed = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
    const message = typeof parsed?.message === 'string' && parsed.message ? parsed.message : undefined;
    throw new ApiError(response.status, response.statusText || 'Error', message, typeof parsed?.code === 'string' ? parsed.code : undefined, parsed);
  }
  await saveResponse(response, fallbackName);
}
