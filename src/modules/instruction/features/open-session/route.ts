import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { plannerOf, type InstructionDeps } from '../../shared/deps';
import { loadSession, runSession } from '../../shared/session-run';
import { sessionView } from '../../shared/view';

export const openSessionRoute = route(
  {
    method: 'POST',
    path: '/api/instruction-sessions/:id/open',
    summary: 'Open a planned session on the tablet (its instructor or a planner); not more than 7 days after its start (then: the scan of the signed list).',
    permission: P('instructionSessions', 'sessionConduct'),
  },
  async (ctx, d: InstructionDeps) => {
    const c = plannerOf(ctx.state.principal);
    const id = ctx.params.id ?? '';
    await runSession(d, c, await loadSession(d, c, id), (actor) => ({ type: 'OpenSession', actor, now: d.k.clock.now() }));
    return sessionView(d, c, id, ctx.state.lang);
  },
);
