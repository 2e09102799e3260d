import type { RouteDocs } from '../../platform/http';
import { CompleteBody } from './features/complete-training/schema';
import { CompletionsQuery, EvidenceQuery } from './features/completions/schema';
import { MyTrainingsQuery } from './features/my-trainings/schema';
import { ProgressBody } from './features/record-progress/schema';

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
  'GET /api/completions/:id/evidence.pdf': { summary: 'The evidence (certificate) of a completion as PDF.', query: EvidenceQuery, produces: 'application/pdf' },
};
