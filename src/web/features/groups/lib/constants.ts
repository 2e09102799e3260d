/** Constants of the groups UI (spec sections 5 and 9), shared with the server through src/shared/rules. */
import { DEADLINE_WEEKS, DEFAULT_DEADLINE_WEEKS, GROUP_PAGE_SIZE, MAX_BUNDLES_PER_GROUP, MAX_CO_OWNERS } from '../../../../shared/rules';

export { DEADLINE_WEEKS, DEFAULT_DEADLINE_WEEKS, GROUP_PAGE_SIZE, MAX_BUNDLES_PER_GROUP, MAX_CO_OWNERS };

export { OWNERSHIPS } from '../../../lib/list-queries';
export const SEARCH_DEBOUNCE_MS = 300;
