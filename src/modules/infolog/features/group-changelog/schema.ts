import { Schema } from 'effect';
import { Limit, Page } from '../../shared/paging';

/** Query of GET /api/user-groups/{id}/changelog. */
export const GroupQuery = Schema.Struct({ page: Page, limit: Limit });
