/**
 * The session's PDFs (attendance list, sign sheet): a plain link cannot carry the bearer token, so the
 * PDF is fetched as a blob and shown from a blob URL in a new window (downloaded without one).
 */
import { ApiError, fetchPdf } from '../../../lib/api';
import { saveBlob, saveResponse } from '../../../lib/download';
import { getToken } from '../../../lib/storage';

/** How long the blob URL stays valid after it was handed to the new window. */
const REVOKE_AFTER_MS = 5 * 60 * 1000;

/** `path` as the session view names it, with the document's language. */
export const documentPath = (path: string, lang: 'de' | 'en') => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;

/** Opens the PDF; the window opens inside the click so that popup blockers let it through. */
export async function openDocument(path: string, lang: 'de' | 'en', fileName: string): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const blob = await fetchPdf(documentPath(path, lang), lang);
    const url = URL.createObjectURL(blob);
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    if (target && !target.closed) target.location.href = url;
    else saveBlob(blob, fileName);
  } catch (error) {
    target?.close();
    throw error;
  }
}

/** The signed paper list a session was closed from (GET …/scan), saved under the server's file name. */
export async function downloadScan(sessionPath: string, lang: 'de' | 'en'): Promise<void> {
  const headers = new Headers({ 'Accept-Language': lang });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${sessionPath}/scan`, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
    throw new ApiError(response.status, response.statusText || 'Error', typeof body?.message === 'string' ? body.message : undefined, typeof body?.code === 'string' ? body.code : undefined, body);
  }
  await saveResponse(response, 'teilnehmerliste');
}
