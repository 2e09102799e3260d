import Router from '@koa/router';
import { decode, type AppState } from '../../../platform/http';
import type { LocalizedText, TagFields, TrainingDetailsChange } from '../domain/events';
import { galleryUrl } from '../domain/vocabulary';
import { INVALID_TRAINING_ID, TRAINING_ID_MISSING } from '../application/errors';
import type { CatalogService } from '../application/service';
import {
  BatchUpdateBody,
  CreateTagBody,
  CreateTrainingBody,
  LibraryQuery,
  ModuleBody,
  ModulePatchBody,
  TagIdsBody,
  UpdateTagBody,
  UpdateTrainingBody,
  UserIdBody,
  contentSchemaFor,
} from './schemas';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function trainingId(raw: string | undefined): string {
  if (!raw || !UUID.test(raw)) throw INVALID_TRAINING_ID();
  return raw.toLowerCase();
}

function cleanLocalized(v: LocalizedText): LocalizedText {
  if (typeof v === 'string') return v.trim();
  const out: Record<string, string> = {};
  for (const [k, s] of Object.entries(v)) if (typeof s === 'string' && s.trim()) out[k] = s.trim();
  return out;
}

/** The gallery id decides the image URL; an uploaded image keeps its own URL. */
function withImage<T extends { imageId?: string | null; imageUrl?: string | null }>(d: T): T {
  if (d.imageId) return { ...d, imageUrl: galleryUrl(d.imageId) };
  return d;
}

/** Trainings, modules, tags and co-owners: spec section 7. */
export function catalogRoutes(service: CatalogService): Router<AppState> {
  const r = new Router<AppState>({ prefix: '/api' });

  r.get('/trainings', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    const q = decode(LibraryQuery, ctx.query);
    const tags = q.tags.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 50);
    ctx.body = await service.library(c, { tags, search: q.search, ownership: q.ownership === 'all' ? 'alle' : q.ownership, page: q.page });
  });

  r.get('/trainings/:id', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    ctx.body = await service.get(c, trainingId(ctx.params.id));
  });

  r.post('/trainings', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    const body = decode(CreateTrainingBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await service.create(c, withImage({ ...body, title: cleanLocalized(body.title), description: cleanLocalized(body.description) }));
  });

  r.patch('/trainings/:id', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    const body = decode(UpdateTrainingBody, ctx.request.body);
    const changes: TrainingDetailsChange = withImage({
      ...body,
      ...(body.title !== undefined ? { title: cleanLocalized(body.title) } : {}),
      ...(body.description !== undefined ? { description: cleanLocalized(body.description) } : {}),
    });
    ctx.body = await service.update(c, trainingId(ctx.params.id), changes);
  });

  r.delete('/trainings/:id', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    await service.remove(c, trainingId(ctx.params.id));
    ctx.status = 204;
  });

  r.get('/trainings/:id/modules', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    ctx.body = await service.modules(c, trainingId(ctx.params.id));
  });

  r.post('/training-modules', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    const body = decode(ModuleBody, ctx.request.body);
    if (!body.trainingId) throw TRAINING_ID_MISSING();
    const content = decode(contentSchemaFor(body.type), body.content);
    ctx.status = 201;
    ctx.body = await service.addModule(c, { trainingId: trainingId(body.trainingId), type: body.type, title: body.title, orderIndex: body.orderIndex, isActive: body.isActive, content });
  });

  r.patch('/training-modules/:id', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    const body = decode(ModulePatchBody, ctx.request.body);
    const id = ctx.params.id ?? '';
    // content is decoded against the module's own type inside the service call below
    const current = body.content === undefined ? undefined : await service.moduleType(c, id);
    const content = current ? decode(contentSchemaFor(current), body.content) : undefined;
    ctx.body = await service.updateModule(c, id, { title: body.title, content, isActive: body.isActive, orderIndex: body.orderIndex });
  });

  r.delete('/training-modules/:id', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    await service.removeModule(c, ctx.params.id ?? '');
    ctx.status = 204;
  });

  r.patch('/trainings/:id/modules/batch-update', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    const body = decode(BatchUpdateBody, ctx.request.body);
    ctx.body = await service.rearrange(c, trainingId(ctx.params.id), body.moduleUpdates.map((u) => ({ ...u })), [...body.deletedModuleIds]);
  });

  r.get('/trainings/:id/tags', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    ctx.body = await service.trainingTags(c, trainingId(ctx.params.id));
  });

  r.post('/trainings/:id/tags', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    const body = decode(TagIdsBody, ctx.request.body);
    ctx.body = await service.setTrainingTags(c, trainingId(ctx.params.id), [...body.tagIds]);
  });

  r.get('/trainings/:id/co-owner-candidates', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    const search = typeof ctx.query.search === 'string' ? ctx.query.search.slice(0, 100) : '';
    ctx.body = await service.coOwnerCandidates(c, trainingId(ctx.params.id), search);
  });

  r.post('/trainings/:id/co-owners', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    const body = decode(UserIdBody, ctx.request.body);
    ctx.body = await service.addCoOwner(c, trainingId(ctx.params.id), body.userId);
  });

  r.delete('/trainings/:id/co-owners/:userId', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    await service.removeCoOwner(c, trainingId(ctx.params.id), ctx.params.userId ?? '');
    ctx.status = 204;
  });

  r.get('/training-tags', async (ctx) => {
    ctx.body = await service.allTags(service.caller(ctx.state.principal));
  });

  r.get('/company/training-tags', async (ctx) => {
    ctx.body = await service.companyTags(service.caller(ctx.state.principal));
  });

  r.post('/company/training-tags', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    const body = decode(CreateTagBody, ctx.request.body);
    ctx.status = 201;
    ctx.body = await service.createTag(c, body as TagFields);
  });

  r.patch('/company/training-tags/:id', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    const body = decode(UpdateTagBody, ctx.request.body);
    ctx.body = await service.updateTag(c, ctx.params.id ?? '', body as Partial<TagFields>);
  });

  r.delete('/company/training-tags/:id', async (ctx) => {
    const c = service.caller(ctx.state.principal);
    await service.deleteTag(c, ctx.params.id ?? '');
    ctx.status = 204;
  });

  return r;
}
