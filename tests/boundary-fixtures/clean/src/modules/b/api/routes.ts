// Allowed: module b -> module a's index.ts (explicit), own domain.
import { listThings } from '../../a/index';
import { decide } from '../domain/decider';

export const registerRoutes = () => ({ listThings, decide });
