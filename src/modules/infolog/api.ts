import type { RouteDocs } from '../../platform/http';
import { AllQuery } from './features/all-changelog/schema';
import { GroupQuery } from './features/group-changelog/schema';
import { PostBody } from './features/post-message/schema';

/** The infolog (group messages and their read status), for the API reference. */
export const infologApi: RouteDocs = {
  'GET /api/user-groups/:id/changelog': { summary: 'The messages of a group, paged, with whether the caller may post and see read status.', query: GroupQuery },
  'POST /api/user-groups/:id/changelog': { summary: 'Post a message to a group (mailed to its members).', body: PostBody, status: 201 },
  'GET /api/changelog/:id': { summary: 'One message.' },
  'POST /api/changelog/:id/read': { summary: 'Mark a message as read by the caller.' },
  'GET /api/changelog/:id/read-status': { summary: 'Who of the group’s members has read a message.' },
  'GET /api/user/changelog-groups': { summary: 'The caller’s groups with unread counts.' },
  'GET /api/user/all-changelog': { summary: 'The messages of all the caller’s groups, paged.', query: AllQuery },
};
