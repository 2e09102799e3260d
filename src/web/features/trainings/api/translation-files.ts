/** Translation files of a training (issue 34, item 6): the XLIFF export as a download, and the import of a translated file. */
import type { TranslationImportView } from '../../../../shared/contracts/catalog';
import { currentLanguage } from '../../../i18n';
import { api, ApiError } from '../../../lib/api';
import { saveResponse } from '../../../lib/download';
import { getToken } from '../../../lib/storage';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { trainingKeys } from './queries';

const trainingPath = (id: string) => `/api/trainings/${encodeURIComponent(id)}`;

/**
 * GET /api/trainings/{id}/translations.xlf?target=…, saved under the server's file name: fetched
 * with the signed-in user's token (a plain link cannot carry it); a refusal becomes ApiError.
 */
export async function downloadXliff(trainingId: string, language: string): Promise<void> {
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(`${trainingPath(trainingId)}/translations.xlf?target=${encodeURIComponent(language)}`, { headers });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown; code?: unknown };
    const message = typeof body.message === 'string' ? body.message : undefined;
    throw new ApiError(response.status, response.statusText || 'Error', message, typeof body.code === 'string' ? body.code : undefined, body);
  }
  await saveResponse(response, `${language}.xlf`);
}

/** POST /api/trainings/{id}/translations with the file: the texts, the translation status and the library change. */
export function useImportXliff() {
  return useRefreshingMutation(
    ({ id, file }: { id: string; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.postForm<TranslationImportView>(`${trainingPath(id)}/translations`, form);
    },
    (queryClient, { id }) => Promise.all([queryClient.invalidateQueries({ queryKey: trainingKeys.detail(id) }), queryClient.invalidateQueries({ queryKey: trainingKeys.lists() })]),
  );
}
