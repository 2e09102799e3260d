import Router from '@koa/router';
import { Schema } from 'effect';
import { decode, msg, type AppState } from '../../../platform/http';
import { DEFAULT_DEADLINE_WEEKS } from '../../../shared/policy';
import type { OrganizationService } from '../application/service';

const text = (max: number) => Schema.String.pipe(Schema.maxLength(max, { message: msg({ de: `Höchstens ${max} Zeichen erlaubt.`, en: `At most ${max} characters allowed.` }) }));
const Weeks = Schema.Number.pipe(
  Schema.int(),
  Schema.between(1, 4, { message: msg({ de: 'Die Frist muss zwischen 1 und 4 Wochen liegen.', en: 'The deadline must be between 1 and 4 weeks.' }) }),
);
const Ownership = Schema.optionalWith(Schema.Literal('alle', 'all', 'owner', 'coowner'), { default: () => 'alle' as const });
const Page = Schema.optionalWith(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100_000)), { default: () => 1 });

const ListQuery = Schema.Struct({ search: Schema.optionalWith(text(200), { default: () => '' }), ownership: Ownership, page: Page });
const GroupBody = Schema.Struct({ name: text(120), description: Schema.optionalWith(text(1000), { default: () => '' }) });
const GroupPatch = Schema.Struct({ name: Schema.optional(text(120)), description: Schema.optional(text(1000)) });
const MemberBody = Schema.Struct({ userId: Schema.optional(Schema.String), email: Schema.optional(text(254)) });
const TrainingBody = Schema.Struct({ trainingId: Schema.String, weeks: Schema.optionalWith(Weeks, { default: () => DEFAULT_DEADLINE_WEEKS }) });
const DeadlineBody = Schema.Struct({ weeks: Weeks, groupId: Schema.String });
const UserIdBody = Schema.Struct({ userId: Schema.String });
const BundleAssignBody = Schema.Struct({ bundleId: Schema.String, weeks: Schema.optionalWith(Schema.NullOr(Weeks), { default: () => null }) });
const BundleBody = Schema.Struct({
  name: text(120).annotations({ missingMessage: msg({ de: 'Bundle-Name ist erforderlich', en: 'Bundle name is required' }) }),
  description: Schema.optionalWith(text(1000), { default: () => '' }),
});
const BundlePatch = Schema.Struct({ name: Schema.optional(text(120)), description: Schema.optional(text(1000)) });
const BundleTrainingBody = Schema.Struct({ trainingId: Schema.String, orderIndex: Schema.optionalWith(Schema.Number.pipe(Schema.int(), Schema.between(0, 10_000)), { default: () => 10_000 }) });
const BundleTrainingsBody = Schema.Struct({ trainingIds: Schema.Array(Schema.String).pipe(Schema.maxItems(500)) });

const own = (o: 'alle' | 'all' | 'owner' | 'coowner') => (o === 'all' ? 'alle' : o);
const searchOf = (q: unknown) => (typeof q === 'string' ? q.slice(0, 100) : '');

/** Groups, members, assignments, deadlines, co-owners and bundles: spec section 7. */
export function organizationRoutes(s: OrganizationService): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });
  const c = (ctx: { state: AppState }) => s.caller(ctx.state.principal);
  const id = (ctx: { params: Record<string, string | undefined> }, key = 'id') => ctx.params[key] ?? '';

  r.get('/user-groups', async (ctx) => {
    const q = decode(ListQuery, ctx.query);
    ctx.body = await s.listGroups(c(ctx), { search: q.search, ownership: own(q.ownership), page: q.page });
  });
  r.post('/user-groups', async (ctx) => {
    const b = decode(GroupBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await s.createGroup(c(ctx), b.name, b.description);
  });
  r.get('/user-groups/:id', async (ctx) => {
    ctx.body = await s.groupView(c(ctx), id(ctx));
  });
  r.patch('/user-groups/:id', async (ctx) => {
    ctx.body = await s.changeGroup(c(ctx), id(ctx), decode(GroupPatch, ctx.request.body));
  });
  r.delete('/user-groups/:id', async (ctx) => {
    await s.deleteGroup(c(ctx), id(ctx));
    ctx.status = 204;
  });

  r.get('/user-groups/:id/members', async (ctx) => {
    ctx.body = await s.members(c(ctx), id(ctx));
  });
  r.get('/user-groups/:id/member-candidates', async (ctx) => {
    ctx.body = await s.memberCandidates(c(ctx), id(ctx), searchOf(ctx.query.search));
  });
  r.post('/user-groups/:id/members', async (ctx) => {
    const b = decode(MemberBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await s.addMember(c(ctx), id(ctx), b);
  });
  r.delete('/user-groups/:id/members/:userId', async (ctx) => {
    await s.removeMember(c(ctx), id(ctx), id(ctx, 'userId'));
    ctx.status = 204;
  });

  r.get('/user-groups/:id/trainings', async (ctx) => {
    ctx.body = await s.trainings(c(ctx), id(ctx));
  });
  r.post('/user-groups/:id/trainings', async (ctx) => {
    const b = decode(TrainingBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await s.assignTraining(c(ctx), id(ctx), b.trainingId, b.weeks);
  });
  r.delete('/user-groups/:id/trainings/:trainingId', async (ctx) => {
    await s.unassignTraining(c(ctx), id(ctx), id(ctx, 'trainingId'));
    ctx.status = 204;
  });
  r.patch('/group-trainings/:trainingId/deadline', async (ctx) => {
    const b = decode(DeadlineBody, ctx.request.body);
    ctx.body = await s.setDeadline(c(ctx), b.groupId, id(ctx, 'trainingId'), b.weeks);
  });

  r.get('/user-groups/:id/co-owner-candidates', async (ctx) => {
    ctx.body = await s.coOwnerCandidates(c(ctx), id(ctx), searchOf(ctx.query.search));
  });
  r.post('/user-groups/:id/co-owners', async (ctx) => {
    ctx.body = await s.addCoOwner(c(ctx), id(ctx), decode(UserIdBody, ctx.request.body).userId);
  });
  r.delete('/user-groups/:id/co-owners/:userId', async (ctx) => {
    await s.removeCoOwner(c(ctx), id(ctx), id(ctx, 'userId'));
    ctx.status = 204;
  });

  r.get('/user-groups/:id/bundles', async (ctx) => {
    ctx.body = await s.groupBundles(c(ctx), id(ctx));
  });
  r.post('/user-groups/:id/bundles', async (ctx) => {
    const b = decode(BundleAssignBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await s.assignBundle(c(ctx), id(ctx), b.bundleId, b.weeks);
  });
  r.delete('/user-groups/:id/bundles/:bundleId', async (ctx) => {
    await s.unassignBundle(c(ctx), id(ctx), id(ctx, 'bundleId'));
    ctx.status = 204;
  });

  r.get('/training-bundles', async (ctx) => {
    const q = decode(ListQuery, ctx.query);
    ctx.body = await s.listBundles(c(ctx), { search: q.search, ownership: own(q.ownership) });
  });
  r.post('/training-bundles', async (ctx) => {
    const b = decode(BundleBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await s.createBundle(c(ctx), b.name, b.description);
  });
  r.get('/training-bundles/:id', async (ctx) => {
    ctx.body = await s.bundleView(c(ctx), id(ctx));
  });
  r.patch('/training-bundles/:id', async (ctx) => {
    ctx.body = await s.changeBundle(c(ctx), id(ctx), decode(BundlePatch, ctx.request.body));
  });
  r.delete('/training-bundles/:id', async (ctx) => {
    await s.deleteBundle(c(ctx), id(ctx));
    ctx.status = 204;
  });
  r.get('/training-bundles/:id/trainings', async (ctx) => {
    ctx.body = await s.bundleTrainings(c(ctx), id(ctx));
  });
  r.post('/training-bundles/:id/trainings', async (ctx) => {
    const b = decode(BundleTrainingBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await s.addBundleTraining(c(ctx), id(ctx), b.trainingId, b.orderIndex);
  });
  r.put('/training-bundles/:id/trainings', async (ctx) => {
    ctx.body = await s.replaceBundleTrainings(c(ctx), id(ctx), decode(BundleTrainingsBody, ctx.request.body).trainingIds);
  });
  r.delete('/training-bundles/:id/trainings/:trainingId', async (ctx) => {
    await s.removeBundleTraining(c(ctx), id(ctx), id(ctx, 'trainingId'));
    ctx.status = 204;
  });

  return r;
}
