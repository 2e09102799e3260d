import type { RecordedEvent } from '../../../src/platform/eventstore';
import { catalogEvents, catalogStreams, periodMonths } from '../../../src/modules/catalog';
import { idIn, type NameBook } from './name-book';
import { deliveredText } from '../../../src/shared/contracts/localized';
import type { Subject } from './subjects';

/** The fields of a training change an auditor reads, in a fixed order. */
const CHANGE_FIELDS = ['title', 'description', 'status', 'isRequired', 'requiresRecertification', 'recertificationPeriod', 'category', 'difficulty', 'duration', 'imageId', 'imageUrl'] as const;

export function catalog(book: NameBook, r: RecordedEvent): Subject | null {
  const e = catalogEvents.decode(r);
  const trainingId = idIn(catalogStreams.training, r.streamId);
  const module = (moduleId: string) => book.modules.get(moduleId)?.name ?? null;
  switch (e.type) {
    case 'catalog.TrainingCreated': {
      const d = e.data.details;
      book.trainings.set(trainingId, {
        companyId: e.data.companyId,
        title: d.title,
        requiresRecertification: d.requiresRecertification,
        periodMonths: periodMonths(d.recertificationPeriod),
        deletedAt: null,
      });
      return { at: e.data.createdAt, trainingId, data: { status: d.status, isRequired: d.isRequired, requiresRecertification: d.requiresRecertification, recertificationPeriod: d.recertificationPeriod } };
    }
    case 'catalog.TrainingDetailsChanged': {
      const c = e.data.changes;
      const fields = CHANGE_FIELDS.filter((f) => c[f] !== undefined);
      const data: Record<string, unknown> = { fields };
      if (c.title !== undefined) data.title = c.title;
      if (c.status !== undefined) data.status = c.status;
      if (c.isRequired !== undefined) data.isRequired = c.isRequired;
      if (c.requiresRecertification !== undefined) data.requiresRecertification = c.requiresRecertification;
      if (c.recertificationPeriod !== undefined) data.recertificationPeriod = c.recertificationPeriod;
      const t = book.trainings.get(trainingId);
      // the row keeps the title before the change; the new one is in data
      const after = () => {
        if (!t) return;
        book.trainings.set(trainingId, {
          ...t,
          title: c.title ?? t.title,
          requiresRecertification: c.requiresRecertification ?? t.requiresRecertification,
          periodMonths: c.recertificationPeriod !== undefined ? periodMonths(c.recertificationPeriod) : t.periodMonths,
        });
      };
      return { at: e.data.changedAt, trainingId, data, after };
    }
    case 'catalog.TrainingDeleted': {
      const t = book.trainings.get(trainingId);
      if (t) book.trainings.set(trainingId, { ...t, deletedAt: e.data.deletedAt });
      return { at: e.data.deletedAt, trainingId };
    }
    case 'catalog.ModuleAdded':
      book.modules.set(e.data.moduleId, { companyId: r.tenantId, name: deliveredText(e.data.title, 'de', 'de') });
      return { at: e.data.addedAt, trainingId, data: { moduleId: e.data.moduleId, moduleTitle: deliveredText(e.data.title, 'de', 'de'), moduleType: e.data.type } };
    case 'catalog.ModuleUpdated': {
      const data: Record<string, unknown> = { moduleId: e.data.moduleId, moduleTitle: module(e.data.moduleId) };
      const newTitle = e.data.title !== undefined ? deliveredText(e.data.title, 'de', 'de') : undefined;
      if (newTitle !== undefined && newTitle !== data.moduleTitle) {
        data.newTitle = newTitle;
        book.modules.set(e.data.moduleId, { companyId: r.tenantId, name: newTitle });
      }
      if (e.data.isActive !== undefined) data.isActive = e.data.isActive;
      if (e.data.content !== undefined) data.contentChanged = true;
      return { at: e.data.updatedAt, trainingId, data };
    }
    case 'catalog.ModuleRemoved':
      return { at: e.data.removedAt, trainingId, data: { moduleId: e.data.moduleId, moduleTitle: module(e.data.moduleId) } };
    case 'catalog.ModulesRearranged':
      return { at: e.data.rearrangedAt, trainingId, data: { modules: e.data.updates.length, removed: e.data.removedModuleIds.map(module) } };
    case 'catalog.CoOwnerAdded':
      return { at: e.data.addedAt, trainingId, userId: e.data.userId };
    case 'catalog.CoOwnerRemoved':
      return { at: e.data.removedAt, trainingId, userId: e.data.userId };
    // language versions (issue 34): which a learner may be given, and a version marked reviewed (with the digest of the texts reviewed)
    case 'catalog.ContentLanguagesChanged':
      return { at: e.data.changedAt, trainingId, data: { defaultLanguage: e.data.defaultLanguage, contentLanguages: e.data.contentLanguages } };
    case 'catalog.LanguageVersionReviewed':
      return { at: e.data.reviewedAt, trainingId, data: { language: e.data.language, textsDigest: e.data.textsDigest } };
    default:
      return null;
  }
}
