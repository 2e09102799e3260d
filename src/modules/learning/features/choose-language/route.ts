import { route } from '../../../../platform/http';
import { learnerOf, type LearningDeps } from '../../shared/deps';
import { chooseLanguage } from './handler';
import { ChooseLanguageBody } from './schema';
import { pathTrainingId } from '../../../../shared/contracts/ids';
import { P } from '../../../../shared/route-permissions';

export const chooseLanguageRoute = route(
  {
    method: 'PUT',
    path: '/api/trainings/:id/language',
    summary: 'Switch to another language version of the training for this cycle (issue 34); answers the progress.',
    body: ChooseLanguageBody,
    permission: P('trainingPlayer', 'learnTraining'),
  },
  (ctx, d: LearningDeps, input) => chooseLanguage(d, learnerOf(ctx.state.principal), pathTrainingId(ctx), input.body().language),
);
