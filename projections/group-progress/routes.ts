import { companyPrincipal, JsonBody, route, routerOf, type AppRouter, type RouteDeclaration } from '../../src/platform/http';
import { P, type RoutePermission } from '../../src/shared/route-permissions';
import { practicalPartPolicy } from '../../src/shared/policy';
import type { GroupProgress } from '../../src/shared/contracts/learning';
import type { Kernel } from '../../src/platform/kernel';
import { chainHead } from '../../src/platform/audit-chain';
import type { GroupProgressPorts, TimedBody } from './ports';
import { getInWindow } from '../../src/platform/projections';
import { groupProgress, groupReportHead, groupReportMembers } from './progress';
import { progressReportRenderer, reportFooter } from './report';
import { ProgressPageQuery, ReportQuery } from './schema';
import { asTrainingId, pathGroupId, type CompanyId } from '../../src/shared/contracts/ids';
import type { TrainingSummary } from '../../src/modules/catalog';

/** What the group progress routes are served with. */
export interface GroupProgressHttpDeps {
  readonly k: Kernel;
  readonly ports: GroupProgressPorts;
}

const companyName = async (ports: GroupProgressPorts, userId: string) => (await ports.identity.getUserView(userId))?.company?.name ?? '';

/** Blended trainings (issue 16, item 7): whether the caller may sign off their practical parts (not kept with the page: it is the caller's). */
async function withSignOff(ports: GroupProgressPorts, p: { userId: string; role: string }, companyId: CompanyId, trainings: GroupProgress['trainings']): Promise<GroupProgress['trainings']> {
  const blended = trainings.filter((t) => t.requiresPracticalPart).map((t) => asTrainingId(t.id));
  if (blended.length === 0) return trainings;
  const owned = new Map((await ports.catalog.trainingsByIds(companyId, blended)).map((t): [string, TrainingSummary] => [t.id, t]));
  return trainings.map((t) => {
    const o = owned.get(t.id);
    return o ? { ...t, canSignOffPracticalPart: practicalPartPolicy.signOff({ role: p.role, userId: p.userId, ownerId: o.ownerId, coOwnerIds: o.coOwners }) } : t;
  });
}

/** GET /api/user-groups/{id}/progress (paged), edit level on the group. */
export const groupProgressRoute = route(
  {
    method: 'GET',
    path: '/api/user-groups/:id/progress',
    summary: 'Progress of a group’s members in its trainings, paged, with summary cards.',
    query: ProgressPageQuery,
    permission: P('groups', 'groupReports'),
  },
  async (ctx, { k, ports }: GroupProgressHttpDeps, input) => {
    const q = input.query();
    const group = await ports.organization.groupForProgress(ctx.state.principal, pathGroupId(ctx));
    const principal = companyPrincipal(ctx.state.principal);
    const { userId } = principal;
    const query = { page: q.page, limit: q.limit, search: q.search, status: q.status || null, trainingPage: q.trainingPage, trainingLimit: q.trainingLimit };
    const load = () => groupProgress(k.db, group, k.clock.now(), ctx.state.lang, query, ports);
    const key = `${group.id}:${ctx.state.lang}:${q.page}:${q.limit}:${q.trainingPage}:${q.trainingLimit}:${q.status}:${q.search}`;
    const now = () => k.clock.now().getTime();
    const [timed, company] = await Promise.all([getInWindow(ports.cache, key, load, now), companyName(ports, userId)]);
    const { progress } = timed;
    const trainings = await withSignOff(ports, principal, group.companyId, progress.trainings);
    // the answer as bytes, serialized and compressed once per page and what the request adds to it (a page of 50 members
    // is 50-100 KB: compressing it for every request held the report to 477 requests/s under 50 connections, bench:scale-10k).
    // It is the state as of when the page was read: kept while nothing it shows has changed.
    const variant = JSON.stringify([key, group.name, group.description, company, trainings.map((t) => t.canSignOffPracticalPart ?? null)]);
    const answer = async (): Promise<TimedBody> => ({
      from: timed.from,
      until: timed.until,
      body: JsonBody.of({
        ...progress,
        trainings,
        group: { ...progress.group, name: group.name, description: group.description },
        generatedAt: new Date(timed.from).toISOString(),
        company: { name: company },
      } satisfies GroupProgress),
    });
    return (await getInWindow(ports.answers, variant, answer, now)).body;
  },
);

/** GET /api/user-groups/{id}/progress/report.pdf (every member, the trainings of one column page). */
export const groupReportRoute = route(
  {
    method: 'GET',
    path: '/api/user-groups/:id/progress/report.pdf',
    summary: 'The group progress report as PDF.',
    query: ReportQuery,
    produces: 'application/pdf',
    permission: P('groups', 'groupReports'),
  },
  async (ctx, { k, ports }: GroupProgressHttpDeps, input) => {
    const rq = input.query();
    const lang = rq.lang ?? ctx.state.lang;
    const group = await ports.organization.groupForProgress(ctx.state.principal, pathGroupId(ctx));
    const { userId, tenantId } = companyPrincipal(ctx.state.principal);
    const now = k.clock.now();
    const head = await groupReportHead(k.db, group, now, lang, ports, rq);
    // each chunk of members becomes markup at once; only strings outlive the chunk
    const report = progressReportRenderer(head, await companyName(ports, userId), lang, await chainHead(k.db, tenantId));
    for await (const members of groupReportMembers(k.db, group, head, now)) report.addMembers(members);
    const pdf = await k.pdf.render(report.html(), { footer: `${reportFooter(lang)} · ${group.name}`, requester: userId });
    const day = head.generatedAt.slice(0, 10);
    const safe = group.name.replace(/[^\p{L}\p{N}_-]+/gu, '-').slice(0, 60) || 'einheit';
    ctx.type = 'application/pdf';
    ctx.set('Content-Disposition', `attachment; filename="fortschritt-${encodeURIComponent(safe)}-${day}.pdf"`);
    ctx.body = pdf;
  },
);

/** The group progress report: one line per route, each a declaration. */
export const GROUP_PROGRESS_ROUTES: readonly RouteDeclaration<GroupProgressHttpDeps, RoutePermission>[] = [groupProgressRoute, groupReportRoute];

export const groupProgressRoutes = (k: Kernel, ports: GroupProgressPorts): AppRouter => routerOf(GROUP_PROGRESS_ROUTES, { k, ports });
