import { decode, type AppRouter } from '../../../../platform/http';
import { callerOf, type CatalogDeps } from '../../shared/deps';
import { trainingIdParam } from '../../shared/params';
import { changeInstructor } from './handler';
import { InstructorBody } from './schema';

export function changeInstructorRoute(r: AppRouter, deps: CatalogDeps): void {
  r.put('/trainings/:id/instructor', async (ctx) => {
    const c = callerOf(ctx.state.principal);
    const id = trainingIdParam(ctx.params.id);
    const body = decode(InstructorBody, ctx.request.body);
    ctx.body = await changeInstructor(deps, c, id, body.userId);
  });
}
