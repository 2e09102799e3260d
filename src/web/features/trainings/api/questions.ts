/**
 * Questions to the instructor of a training (issue 16, item 5), as those who answer them see them:
 * every learner's, paged and filtered on the server (GET /api/trainings/{id}/questions?status=),
 * and answering one (POST /api/training-questions/{id}/answers).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Received } from '../../../lib/received';
import type { QuestionPage, QuestionView } from '../../../../shared/contracts/questions';
import { QUESTIONS_PAGE_SIZE } from '../../../../shared/rules';
import { trainingKeys } from './queries';

export type QuestionFilter = 'open' | 'answered' | 'all';

export const questionKeys = {
  all: [...trainingKeys.all, 'questions'] as const,
  training: (trainingId: string) => [...questionKeys.all, trainingId] as const,
  page: (trainingId: string, status: QuestionFilter, page: number) => [...questionKeys.training(trainingId), status, page] as const,
};

export const trainingQuestionsQueryOptions = (trainingId: string, status: QuestionFilter, page: number) =>
  queryOptions({
    queryKey: questionKeys.page(trainingId, status, page),
    queryFn: ({ signal }) =>
      api.get<Received<QuestionPage>>(`/api/trainings/${encodeURIComponent(trainingId)}/questions?status=${status}&page=${page}&limit=${QUESTIONS_PAGE_SIZE}`, signal),
    placeholderData: keepPreviousData,
    // learners keep asking: read again whenever the list is shown
    staleTime: 0,
  });

export function useTrainingQuestions(trainingId: string, status: QuestionFilter, page: number) {
  return useQuery(trainingQuestionsQueryOptions(trainingId, status, page));
}

export function useAnswerQuestion(trainingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, text }: { questionId: string; text: string }) =>
      api.post<Received<QuestionView>>(`/api/training-questions/${encodeURIComponent(questionId)}/answers`, { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.training(trainingId) }),
  });
}
