/**
 * GET /api/user-groups/{id}/progress/report.pdf?lang=de|en. A plain link cannot carry the bearer
 * token, so the PDF is fetched as a blob and shown from a blob URL.
 */
import { fetchPdf } from '../../../lib/api';
import { saveBlob } from '../../../lib/download';

/** Every member against the trainings of one column page (`trainingPage`, as on screen). */
export const reportPdfPath = (groupId: string, lang: 'de' | 'en', trainingPage = 1) =>
  `/api/user-groups/${encodeURIComponent(groupId)}/progress/report.pdf?lang=${lang}&trainingPage=${trainingPage}`;

export const fetchReportPdf = (groupId: string, lang: 'de' | 'en', trainingPage = 1): Promise<Blob> => fetchPdf(reportPdfPath(groupId, lang, trainingPage), lang);

/** How long the blob URL stays valid after it was handed to the new window. */
const REVOKE_AFTER_MS = 5 * 60 * 1000;

/**
 * Opens the PDF in a new window. The window is opened before the download starts (inside the click),
 * so that popup blockers let it through; without one the PDF is downloaded instead.
 */
export async function openReportPdf(groupId: string, lang: 'de' | 'en', fileName: string, trainingPage = 1): Promise<void> {
  const target = window.open('', '_blank');
  try {
    const blob = await fetchReportPdf(groupId, lang, trainingPage);
    const url = URL.createObjectURL(blob);
    window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
    if (target && !target.closed) {
      target.location.href = url;
    } else {
      saveBlob(blob, fileName);
    }
  } catch (error) {
    target?.close();
    throw error;
  }
}
