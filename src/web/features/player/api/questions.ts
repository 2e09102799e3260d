/**
 * A learner's questions to the training's instructor (issue 16, item 5): their own, paged on the
 * server (GET /api/trainings/{id}/questions), and asking one (POST, same path).
 */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { Received } from '../../../lib/received';
import type { QuestionPage, QuestionView } from '../../../../shared/contracts/questions';
import { trainingPath } from './queries';

export const OWN_QUESTIONS_PAGE_SIZE = 5;

export const ownQuestionKeys = {
  all: ['player', 'questions'] as const,
  training: (trainingId: string) => [...ownQuestionKeys.all, trainingId] as const,
  page: (trainingId: string, page: number) => [...ownQuestionKeys.training(trainingId), page] as const,
};

export const ownQuestionsQueryOptions = (trainingId: string, page: number) =>
  queryOptions({
    queryKey: ownQuestionKeys.page(trainingId, page),
    queryFn: ({ signal }) => api.get<Received<QuestionPage>>(`${trainingPath(trainingId)}/questions?page=${page}&limit=${OWN_QUESTIONS_PAGE_SIZE}`, signal),
    placeholderData: keepPreviousData,
    // answers arrive from the instructor: read again whenever the panel opens
    staleTime: 0,
  });

export function useOwnQuestions(trainingId: string, page: number) {
  return useQuery(ownQuestionsQueryOptions(trainingId, page));
}

export function useAskQuestion(trainingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => api.post<Received<QuestionView>>(`${trainingPath(trainingId)}/questions`, { text }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownQuestionKeys.training(trainingId) }),
  });
}
