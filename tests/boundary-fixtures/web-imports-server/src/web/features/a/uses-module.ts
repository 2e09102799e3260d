// VIOLATION web-not-to-server: the browser app imports a module (even its index.ts).
import { policy } from '../../../modules/a';

export const canAssign = policy.canAssign;
