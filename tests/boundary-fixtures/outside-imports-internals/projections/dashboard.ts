// VIOLATION outside-uses-module-index: a projection reads module a's private read model.
import { listThings } from '../src/modules/a/read/queries';

export const dashboard = { name: 'dashboard', listThings };
