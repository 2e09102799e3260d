import { route } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { changeInstructor } from './handler';
import { InstructorBody } from './schema';
import { P } from '../../../../shared/route-permissions';

export const changeInstructorRoute = route(
  {
    method: 'PUT',
    path: '/api/trainings/:id/instructor',
    summary: 'Name the training’s responsible instructor (‘Ansprechperson’): shown in the player and on the evidence, answers the learners’ questions. The owner until another is named.',
    body: InstructorBody,
    permission: P('write', 'trainingEdit'),
  },
  (ctx, deps: CatalogDeps, input) => changeInstructor(deps, callerOf(ctx.state.principal), trainingIdParam(ctx.params.id), input.body().userId),
);
