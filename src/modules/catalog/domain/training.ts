import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import { trainingPolicy, type Role } from '../../../shared/policy';
import { newCoOwner } from '../../../shared/co-owners';
import type { CatalogEvent, ModuleContent, ModuleType, QuizContent, TrainingDetails, TrainingDetailsChange } from './events';
import { isValidPeriod } from './vocabulary';

export interface Actor {
  readonly userId: string;
  readonly role: Role;
}

export interface ModuleState {
  readonly id: string;
  readonly type: ModuleType;
  readonly orderIndex: number;
  readonly isActive: boolean;
}

export type TrainingState =
  | { readonly status: 'none' }
  | {
      readonly status: 'active' | 'deleted';
      readonly trainingId: string;
      readonly companyId: string;
      readonly ownerId: string;
      readonly coOwners: readonly string[];
      /** The responsible instructor named by `InstructorChanged`; null: the owner is. */
      readonly instructorId: string | null;
      readonly details: TrainingDetails;
      readonly modules: readonly ModuleState[];
      readonly tagIds: readonly string[];
    };

export interface NewModule {
  readonly moduleId: string;
  readonly type: ModuleType;
  readonly title: string;
  readonly orderIndex: number;
  readonly isActive: boolean;
  readonly content: ModuleContent;
}

/** Eligibility of a co-owner or instructor candidate, looked up by the application. */
export interface CoOwnerCandidate {
  readonly userId: string;
  readonly companyId: string | null;
  readonly role: Role;
  readonly isActive: boolean;
}

export type TrainingCommand =
  | { readonly type: 'CreateTraining'; readonly actor: Actor; readonly trainingId: string; readonly companyId: string; readonly details: TrainingDetails; readonly now: Date }
  | { readonly type: 'ChangeTrainingDetails'; readonly actor: Actor; readonly changes: TrainingDetailsChange; readonly now: Date }
  | { readonly type: 'DeleteTraining'; readonly actor: Actor; readonly bundleNames: readonly string[]; readonly now: Date }
  | { readonly type: 'AddModule'; readonly actor: Actor; readonly module: NewModule; readonly now: Date }
  | {
      readonly type: 'UpdateModule';
      readonly actor: Actor;
      readonly moduleId: string;
      readonly title?: string | undefined;
      readonly content?: ModuleContent | undefined;
      readonly isActive?: boolean | undefined;
      readonly orderIndex?: number | undefined;
      readonly now: Date;
    }
  | { readonly type: 'RemoveModule'; readonly actor: Actor; readonly moduleId: string; readonly now: Date }
  | {
      readonly type: 'RearrangeModules';
      readonly actor: Actor;
      readonly updates: readonly { readonly moduleId: string; readonly orderIndex: number; readonly isActive: boolean }[];
      readonly removedModuleIds: readonly string[];
      readonly now: Date;
    }
  | { readonly type: 'SetTrainingTags'; readonly actor: Actor; readonly tagIds: readonly string[]; readonly knownTagIds: ReadonlySet<string>; readonly now: Date }
  | { readonly type: 'AddCoOwner'; readonly actor: Actor; readonly candidate: CoOwnerCandidate | null; readonly now: Date }
  | { readonly type: 'RemoveCoOwner'; readonly actor: Actor; readonly userId: string; readonly now: Date }
  | { readonly type: 'ChangeInstructor'; readonly actor: Actor; readonly candidate: CoOwnerCandidate | null; readonly now: Date };

export type TrainingError =
  | 'TrainingAlreadyExists'
  | 'TrainingNotFound'
  | 'NotAllowedToCreateTrainings'
  | 'NotAllowedToEditTraining'
  | 'NotAllowedToDeleteTraining'
  | 'OnlyOwnerManagesCoOwners'
  | 'TitleAndDescriptionRequired'
  | 'TitleMustNotBeEmpty'
  | 'RecertificationNeedsPeriod'
  | 'InvalidRecertificationPeriod'
  | { readonly tag: 'TrainingInBundles'; readonly bundleNames: readonly string[] }
  | 'ModuleNotFound'
  | 'ModuleAlreadyExists'
  | 'ModuleTitleRequired'
  | 'ModuleContentDoesNotMatchType'
  | 'VideoModuleNeedsVideo'
  | 'TextModuleNeedsText'
  | 'QuizNeedsQuestions'
  | 'QuizQuestionTextRequired'
  | 'QuizQuestionNeedsTwoAnswers'
  | 'QuizQuestionNeedsCorrectAnswer'
  | 'ModuleListMismatch'
  | 'UnknownTag'
  | 'CoOwnerNotFound'
  | 'CoOwnerIsOwner'
  | 'AlreadyCoOwner'
  | 'CoOwnerLimitReached'
  | 'CoOwnerNotEligible'
  | 'NotACoOwner'
  | 'InstructorNotFound'
  | 'InstructorNotEligible';

const nonEmpty = (v: unknown): boolean => {
  if (typeof v === 'string') return v.trim().length > 0;
  if (v && typeof v === 'object') return Object.values(v as Record<string, unknown>).some((x) => typeof x === 'string' && x.trim().length > 0);
  return false;
};

function checkDetails(d: TrainingDetails): TrainingError | null {
  if (d.requiresRecertification && !d.recertificationPeriod) return 'RecertificationNeedsPeriod';
  if (d.recertificationPeriod && !isValidPeriod(d.recertificationPeriod)) return 'InvalidRecertificationPeriod';
  return null;
}

/** Quiz rules of spec section 5. */
export function checkQuiz(content: QuizContent): TrainingError | null {
  if (content.questions.length === 0) return 'QuizNeedsQuestions';
  for (const q of content.questions) {
    if (!q.question.trim()) return 'QuizQuestionTextRequired';
    if (q.answers.length < 2) return 'QuizQuestionNeedsTwoAnswers';
    if (!q.answers.some((a) => a.isCorrect && a.text.trim())) return 'QuizQuestionNeedsCorrectAnswer';
  }
  return null;
}

export function checkContent(type: ModuleType, content: ModuleContent): TrainingError | null {
  switch (type) {
    case 'video':
      if (!('videoUrl' in content)) return 'ModuleContentDoesNotMatchType';
      return content.videoUrl.trim() ? null : 'VideoModuleNeedsVideo';
    case 'text':
      if (!('text' in content)) return 'ModuleContentDoesNotMatchType';
      return content.text.trim() ? null : 'TextModuleNeedsText';
    case 'quiz':
      if (!('questions' in content)) return 'ModuleContentDoesNotMatchType';
      return checkQuiz(content);
    default: {
      const never: never = type;
      return never;
    }
  }
}

type Active = Extract<TrainingState, { status: 'active' | 'deleted' }>;
const facts = (s: Active, actor: Actor) => ({ role: actor.role, userId: actor.userId, ownerId: s.ownerId, coOwnerIds: s.coOwners });

function applyChanges(details: TrainingDetails, changes: TrainingDetailsChange): TrainingDetails {
  const next = { ...details, ...changes };
  // turning recertification off clears the period (spec section 5)
  return next.requiresRecertification ? next : { ...next, recertificationPeriod: null };
}

export const trainingDecider: Decider<TrainingCommand, CatalogEvent, TrainingState, TrainingError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    if (event.type === 'catalog.TrainingCreated') {
      const d = event.data;
      return { status: 'active', trainingId: d.trainingId, companyId: d.companyId, ownerId: d.ownerId, coOwners: [], instructorId: null, details: d.details, modules: [], tagIds: [] };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'catalog.TrainingDetailsChanged':
        return { ...state, details: applyChanges(state.details, event.data.changes) };
      case 'catalog.TrainingDeleted':
        return { ...state, status: 'deleted' };
      case 'catalog.ModuleAdded': {
        const m = event.data;
        return { ...state, modules: [...state.modules, { id: m.moduleId, type: m.type, orderIndex: m.orderIndex, isActive: m.isActive }] };
      }
      case 'catalog.ModuleUpdated': {
        const u = event.data;
        return {
          ...state,
          modules: state.modules.map((m) =>
            m.id === u.moduleId ? { ...m, isActive: u.isActive ?? m.isActive, orderIndex: u.orderIndex ?? m.orderIndex } : m,
          ),
        };
      }
      case 'catalog.ModuleRemoved':
        return { ...state, modules: state.modules.filter((m) => m.id !== event.data.moduleId) };
      case 'catalog.ModulesRearranged': {
        const removed = new Set(event.data.removedModuleIds);
        const byId = new Map(event.data.updates.map((u) => [u.moduleId, u]));
        return {
          ...state,
          modules: state.modules
            .filter((m) => !removed.has(m.id))
            .map((m) => {
              const u = byId.get(m.id);
              return u ? { ...m, orderIndex: u.orderIndex, isActive: u.isActive } : m;
            }),
        };
      }
      case 'catalog.TrainingTagsSet':
        return { ...state, tagIds: event.data.tagIds };
      case 'catalog.CoOwnerAdded':
        return { ...state, coOwners: [...state.coOwners.filter((c) => c !== event.data.userId), event.data.userId] };
      case 'catalog.CoOwnerRemoved':
        return { ...state, coOwners: state.coOwners.filter((c) => c !== event.data.userId) };
      case 'catalog.InstructorChanged':
        return { ...state, instructorId: event.data.instructorId };
      default:
        return state;
    }
  },
  decide(command, state): DecideResult<CatalogEvent, TrainingError> {
    if (command.type === 'CreateTraining') {
      if (state.status !== 'none') return reject('TrainingAlreadyExists');
      if (!trainingPolicy.create(command.actor.role)) return reject('NotAllowedToCreateTrainings');
      const d = applyChanges(command.details, {});
      if (!nonEmpty(d.title) || !nonEmpty(d.description)) return reject('TitleAndDescriptionRequired');
      const bad = checkDetails(d);
      if (bad) return reject(bad);
      return accept({
        type: 'catalog.TrainingCreated',
        data: { trainingId: command.trainingId, companyId: command.companyId, ownerId: command.actor.userId, details: d, createdAt: command.now.toISOString() },
      });
    }
    if (state.status !== 'active') return reject('TrainingNotFound');
    const f = facts(state, command.actor);
    const now = command.now.toISOString();
    switch (command.type) {
      case 'ChangeTrainingDetails': {
        if (!trainingPolicy.edit(f)) return reject('NotAllowedToEditTraining');
        if ('title' in command.changes && !nonEmpty(command.changes.title)) return reject('TitleMustNotBeEmpty');
        if ('description' in command.changes && !nonEmpty(command.changes.description)) return reject('TitleAndDescriptionRequired');
        const next = applyChanges(state.details, command.changes);
        const bad = checkDetails(next);
        if (bad) return reject(bad);
        const changes: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(next) as [keyof TrainingDetails, unknown][]) {
          if (JSON.stringify(v) !== JSON.stringify(state.details[k])) changes[k] = v;
        }
        if (Object.keys(changes).length === 0) return accept();
        return accept({ type: 'catalog.TrainingDetailsChanged', data: { changes: changes as TrainingDetailsChange, changedAt: now } });
      }
      case 'DeleteTraining':
        if (!trainingPolicy.delete(f)) return reject('NotAllowedToDeleteTraining');
        if (command.bundleNames.length > 0) return reject({ tag: 'TrainingInBundles', bundleNames: command.bundleNames });
        return accept({ type: 'catalog.TrainingDeleted', data: { deletedAt: now } });
      case 'AddModule': {
        if (!trainingPolicy.edit(f)) return reject('NotAllowedToEditTraining');
        const m = command.module;
        if (state.modules.some((x) => x.id === m.moduleId)) return reject('ModuleAlreadyExists');
        if (!m.title.trim()) return reject('ModuleTitleRequired');
        const bad = checkContent(m.type, m.content);
        if (bad) return reject(bad);
        return accept({ type: 'catalog.ModuleAdded', data: { ...m, title: m.title.trim(), addedAt: now } });
      }
      case 'UpdateModule': {
        if (!trainingPolicy.edit(f)) return reject('NotAllowedToEditTraining');
        const existing = state.modules.find((x) => x.id === command.moduleId);
        if (!existing) return reject('ModuleNotFound');
        if (command.title !== undefined && !command.title.trim()) return reject('ModuleTitleRequired');
        if (command.content !== undefined) {
          const bad = checkContent(existing.type, command.content);
          if (bad) return reject(bad);
        }
        return accept({
          type: 'catalog.ModuleUpdated',
          data: {
            moduleId: command.moduleId,
            ...(command.title !== undefined ? { title: command.title.trim() } : {}),
            ...(command.content !== undefined ? { content: command.content } : {}),
            ...(command.isActive !== undefined ? { isActive: command.isActive } : {}),
            ...(command.orderIndex !== undefined ? { orderIndex: command.orderIndex } : {}),
            updatedAt: now,
          },
        });
      }
      case 'RemoveModule':
        if (!trainingPolicy.edit(f)) return reject('NotAllowedToEditTraining');
        if (!state.modules.some((x) => x.id === command.moduleId)) return reject('ModuleNotFound');
        return accept({ type: 'catalog.ModuleRemoved', data: { moduleId: command.moduleId, removedAt: now } });
      case 'RearrangeModules': {
        if (!trainingPolicy.edit(f)) return reject('NotAllowedToEditTraining');
        const known = new Set(state.modules.map((m) => m.id));
        const ids = [...command.updates.map((u) => u.moduleId), ...command.removedModuleIds];
        if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) return reject('ModuleListMismatch');
        return accept({
          type: 'catalog.ModulesRearranged',
          data: { updates: command.updates.map((u) => ({ ...u })), removedModuleIds: [...command.removedModuleIds], rearrangedAt: now },
        });
      }
      case 'SetTrainingTags': {
        if (!trainingPolicy.edit(f)) return reject('NotAllowedToEditTraining');
        const unique = [...new Set(command.tagIds)];
        if (unique.some((id) => !command.knownTagIds.has(id))) return reject('UnknownTag');
        if (JSON.stringify([...unique].sort()) === JSON.stringify([...state.tagIds].sort())) return accept();
        return accept({ type: 'catalog.TrainingTagsSet', data: { tagIds: unique, setAt: now } });
      }
      case 'AddCoOwner': {
        if (!trainingPolicy.manageCoOwners(f)) return reject('OnlyOwnerManagesCoOwners');
        const added = newCoOwner(state, command.candidate, trainingPolicy.coOwnerEligible);
        if (typeof added === 'string') return reject(added);
        return accept({ type: 'catalog.CoOwnerAdded', data: { userId: added.userId, addedAt: now } });
      }
      case 'RemoveCoOwner':
        if (!trainingPolicy.manageCoOwners(f)) return reject('OnlyOwnerManagesCoOwners');
        if (!state.coOwners.includes(command.userId)) return reject('NotACoOwner');
        return accept({ type: 'catalog.CoOwnerRemoved', data: { userId: command.userId, removedAt: now } });
      case 'ChangeInstructor': {
        if (!trainingPolicy.edit(f)) return reject('NotAllowedToEditTraining');
        const c = command.candidate;
        if (!c || c.companyId !== state.companyId) return reject('InstructorNotFound');
        if (!c.isActive || !trainingPolicy.instructorEligible(c.role)) return reject('InstructorNotEligible');
        if (c.userId === (state.instructorId ?? state.ownerId)) return accept();
        return accept({ type: 'catalog.InstructorChanged', data: { instructorId: c.userId, changedAt: now } });
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
