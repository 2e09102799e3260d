import { routerOf, type AppRouter, type RouteDeclaration } from '../../platform/http';
import type { RoutePermission } from '../../shared/route-permissions';
import { candidatesRoute } from './features/candidates/route';
import { closeSessionRoute } from './features/close-session/route';
import { correctSessionRoute } from './features/correct-session/route';
import { documentRoutes } from './features/documents/route';
import { getSessionRoute } from './features/get-session/route';
import { listSessionsRoute } from './features/list-sessions/route';
import { openSessionRoute } from './features/open-session/route';
import { participantsRoutes } from './features/participants/route';
import { planSessionRoute } from './features/plan-session/route';
import { scanRoutes } from './features/scan/route';
import { signaturesRoutes } from './features/signatures/route';
import type { InstructionDeps } from './shared/deps';

/** Classroom instruction sessions (issue 32): one line per slice, each a declaration. `candidates` before `:id`. */
export const INSTRUCTION_ROUTES: readonly RouteDeclaration<InstructionDeps, RoutePermission>[] = [
  planSessionRoute,
  listSessionsRoute,
  candidatesRoute,
  getSessionRoute,
  ...participantsRoutes,
  openSessionRoute,
  ...signaturesRoutes,
  closeSessionRoute,
  correctSessionRoute,
  ...documentRoutes,
  ...scanRoutes,
];

export const instructionRoutes = (d: InstructionDeps): AppRouter => routerOf(INSTRUCTION_ROUTES, d);
