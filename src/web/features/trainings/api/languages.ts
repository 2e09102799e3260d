/** Language versions of a training (issue 34): translation status, the list of versions, review, and translated texts. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { TranslationStatusView } from '../../../../shared/contracts/catalog';
import { api } from '../../../lib/api';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { trainingKeys } from './queries';
import type { ModuleContent } from './types';

const trainingPath = (id: string) => `/api/trainings/${encodeURIComponent(id)}`;
export const translationStatusKey = (id: string) => [...trainingKeys.detail(id), 'translation-status'] as const;

/** GET /api/trainings/{id}/translation-status. */
export function useTranslationStatus(trainingId: string) {
  return useQuery({
    queryKey: translationStatusKey(trainingId),
    queryFn: ({ signal }) => api.get<TranslationStatusView>(`${trainingPath(trainingId)}/translation-status`, signal),
  });
}

/** Everything a language change touches: the training (its versions, texts) and the library cards. */
const refresh = (queryClient: QueryClient, id: string) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: trainingKeys.detail(id) }), queryClient.invalidateQueries({ queryKey: trainingKeys.lists() })]);

/** PATCH /api/trainings/{id} {contentLanguages}: add or remove a version. */
export function useSetContentLanguages() {
  return useRefreshingMutation(
    ({ id, contentLanguages }: { id: string; contentLanguages: string[] }) => api.patch<unknown>(trainingPath(id), { contentLanguages }),
    (queryClient, { id }) => refresh(queryClient, id),
  );
}

/** POST /api/trainings/{id}/translation-status/{language}/review. */
export function useReviewLanguage() {
  return useRefreshingMutation(
    ({ id, language }: { id: string; language: string }) => api.post<TranslationStatusView>(`${trainingPath(id)}/translation-status/${encodeURIComponent(language)}/review`),
    (queryClient, { id }) => refresh(queryClient, id),
  );
}

/** One save of the translation editor: the training's title and description, and each changed module, in `language`. */
export interface TranslationSave {
  readonly id: string;
  readonly language: string;
  readonly details?: { title?: string; description?: string };
  readonly modules: readonly { readonly moduleId: string; readonly title?: string; readonly content?: ModuleContent }[];
}

export function useSaveTranslation() {
  return useRefreshingMutation(
    async ({ id, language, details, modules }: TranslationSave) => {
      if (details && Object.keys(details).length > 0) {
        const changes = Object.fromEntries(Object.entries(details).map(([k, v]) => [k, { [language]: v }]));
        await api.patch(trainingPath(id), changes);
      }
      for (const m of modules) await api.patch(`/api/training-modules/${encodeURIComponent(m.moduleId)}`, { language, title: m.title, content: m.content });
    },
    (queryClient, { id }) => refresh(queryClient, id),
  );
}
