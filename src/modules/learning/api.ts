import type { RouteDocs } from '../../platform/http';
import { CompleteBody } from './features/complete-training/schema';
import { CompletionsQuery, EvidenceQuery } from './features/completions/schema';
import { MyTrainingsQuery } from './features/my-trainings/schema';
import { ProgressBody } from './features/record-progress/schema';
import { SignOffBody } from './features/sign-off-practical-part/schema';
import { AskQuestionBody } from './features/ask-question/schema';
import { AnswerBody } from './features/answer-question/schema';
import { QuestionsQuery } from './features/list-questions/schema';

/** Learning (the player, My Learning, completions and evidence), for the API reference. */
export const learningApi: RouteDocs = {
  'POST /api/trainings/:id/start': { summary: 'Start (or resume) a training as a learner.' },
  'GET /api/trainings/:id/progress': { summary: 'The caller’s progress in a training.' },
  'PATCH /api/trainings/:id/progress': { summary: 'Record progress in a module (done, video position, quiz answers).', body: ProgressBody },
  'POST /api/trainings/:id/complete': { summary: 'Complete a training, confirmed with the password; answers the completion.', body: CompleteBody, rateLimited: true },
  'GET /api/user/my-trainings': { summary: 'My Learning: the caller’s assigned trainings with status and deadline.', query: MyTrainingsQuery },
  'GET /api/user-assignments/:userId': { summary: 'Another person’s assigned trainings with status.', query: MyTrainingsQuery },
  'GET /api/user/completions': { summary: 'The caller’s completions.', query: CompletionsQuery },
  'GET /api/user-completions/:userId': { summary: 'Another person’s completions.', query: CompletionsQuery },
  'POST /api/trainings/:id/participants/:userId/practical-sign-off': {
    summary: 'Blended trainings: sign off the in-person part of a learner’s latest cycle (owner, co-owners, admin, root); the cycle counts from now and its evidence is issued.',
    body: SignOffBody,
  },
  'POST /api/trainings/:id/questions': {
    summary: 'Ask the training’s instructor a question (a learner of the training, from the player); the instructor, owner and co-owners get a mail and a bell entry.',
    body: AskQuestionBody,
    status: 201,
  },
  'GET /api/trainings/:id/questions': {
    summary: 'The questions of a training with their answers, newest first: all of them (with the asker) for the instructor, owner, co-owners, root, admin and auditor; a learner’s own otherwise.',
    query: QuestionsQuery,
  },
  'POST /api/training-questions/:id/answers': {
    summary: 'Answer a learner’s question (the instructor, owner, co-owners, root); the asker gets a mail and a bell entry. Answers the question with its thread.',
    body: AnswerBody,
    status: 201,
  },
  'GET /api/completions/:id/evidence.pdf': { summary: 'The evidence (certificate) of a completion as PDF.', query: EvidenceQuery, produces: 'application/pdf' },
};
