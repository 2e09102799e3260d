import { route, type RouteContext } from '../../../../platform/http';
import { P } from '../../../../shared/route-permissions';
import type { PersonalDataExport } from '../../../../shared/contracts/privacy';
import { personDataRoute } from '../../shared/access';
import { callerOf, type PrivacyDeps } from '../../shared/deps';
import { exportFileName, personalDataExport } from './handler';

/** The export as a JSON download. */
function download(ctx: RouteContext, e: PersonalDataExport): void {
  ctx.set('Content-Disposition', `attachment; filename="${exportFileName(e)}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = 'application/json';
  ctx.body = JSON.stringify(e, null, 2);
}

/** GET /api/user/data-export: the signed-in person's own data. */
export const ownDataExportRoute = route(
  {
    method: 'GET',
    path: '/api/user/data-export',
    summary:
      'Everything stored about the signed-in person (Art. 15 and 20 GDPR) as a JSON file: account, sign-ins, units, enrolments, completions with their evidence PDF, questions, every event of their learning, notifications, read receipts, a legal hold (docs/api/data-protection.md).',
    permission: P('company'),
  },
  async (ctx, d: PrivacyDeps) => {
    const c = callerOf(ctx.state);
    download(ctx, await personalDataExport(d, c.companyId, c.actor.userId));
  },
);

/** GET /api/users/{id}/data-export: root and admins answer a person's request for their data. */
export const userDataExportRoute = personDataRoute(
  {
    method: 'GET',
    path: '/api/users/:id/data-export',
    summary: 'Everything stored about a person of the company (root, admins; to answer their request under Art. 15 GDPR), as GET /api/user/data-export.',
  },
  async (c, d: PrivacyDeps, _input, ctx) => {
    download(ctx, await personalDataExport(d, c.companyId, ctx.params.id ?? ''));
  },
);
