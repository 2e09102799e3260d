/**
 * GET /api/user-groups/{id}/progress/report.pdf?lang=de|en. A plain link cannot carry the bearer
 * token, so the PDF is fetched as a blob and shown from a blob URL.
 */
import { ApiError } from '../../../lib/api';
import { getToken } from '../../../lib/storage';

export const reportPdfPath = (groupId: string, lang: 'de' | 'en') =>
  `/api/user-groups/${encodeURIComponent(groupId)}/progress/report.pdf?lang=${lang}`;

export async function fetchReportPdf(groupId: string, lang: 'de' | 'en'): Promise<Blob> {
  const headers = new Headers({ Accept: 'application/pdf', 'Accept-Language': lang });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(reportPdfPath(groupId, lang), { headers });
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

/** How long the blob URL stays valid after it was handed to the new window. */
const REVOKE_AFTER_MS = 5 * 60 * 1000;

/**
 * Opens the PDF in a new window. The window is opened before the download starts (inside the click),
 * so that popup blockers let it through; without one the PDF is downloaded instead.
 */
export async function openReportPdf(groupId: string, lang: 'de' | 'en', fileName: string): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const blob = await fetchReportPdf(groupId, lang);
    const url = URL.createObjectURL(blob);
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    if (target && !target.closed) {
      target.location.href = url;
    } else {
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
    }
  } catch (error) {
    target?.close();
    throw error;
  }
}
