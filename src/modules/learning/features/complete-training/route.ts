import { Schema } from 'effect';
import { msg, route } from '../../../../platform/http';
import { pathTrainingId } from '../../../../shared/contracts/ids';
import { P } from '../../../../shared/route-permissions';
import { learnerOf, type LearningDeps } from '../../shared/deps';
import { completeTraining } from './handler';

const enterPassword = msg({ de: 'Bitte geben Sie Ihr Passwort ein.', en: 'Please enter your password.' });

/** The explicit confirmation with the password. */
const CompleteBody = Schema.Struct({
  password: Schema.String.pipe(Schema.minLength(1, { message: enterPassword })).annotations({ missingMessage: enterPassword }),
});

export const completeTrainingRoute = route(
  {
    method: 'POST',
    path: '/api/trainings/:id/complete',
    summary: 'Complete a training, confirmed with the password; answers the completion.',
    body: CompleteBody,
    rateLimited: true,
    permission: P('trainingPlayer', 'learnTraining'),
  },
  (ctx, d: LearningDeps, input) => completeTraining(d, learnerOf(ctx.state.principal), pathTrainingId(ctx), input.body().password, ctx.state.lang),
);
