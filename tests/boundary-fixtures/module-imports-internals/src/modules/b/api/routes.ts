// VIOLATION module-internals-private: module b reaches into module a's domain.
import { decide } from '../../a/domain/decider';

export const routes = [decide];
