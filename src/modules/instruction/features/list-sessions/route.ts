import { route } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import { readerOf, type InstructionDeps } from '../../shared/deps';
import { sessionList } from './query';
import { ListQuery } from './schema';

export const listSessionsRoute = route(
  {
    method: 'GET',
    path: '/api/instruction-sessions',
    summary: 'The company’s classroom instruction sessions, latest start first, paged (15), by status and start range.',
    query: ListQuery,
    permission: P('instructionSessionsRead'),
  },
  (ctx, d: InstructionDeps, input) => sessionList(d, readerOf(ctx.state.principal), input.query()),
);
