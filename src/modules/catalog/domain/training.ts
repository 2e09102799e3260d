import { accept, reject, type Decider, type DecideResult } from '../../../platform/eventstore';
import { trainingPolicy, type Role } from '../../../shared/policy';
import { newCoOwner } from '../../../shared/co-owners';
import type { CatalogEvent, LocalizedText, ModuleContent, ModuleType, QuizContent, TrainingDetails, TrainingDetailsChange } from './events';
import { isValidPeriod } from './vocabulary';
import { textIn } from '../../../shared/contracts/localized';
import { INITIAL_LANGUAGES, contentTexts, isContentLanguage, mergeContent, mergeText, textUnits, textsDigest, unsupportedLanguages, type Languages } from './language-versions';

export interface Actor {
  readonly userId: string;
  readonly role: Role;
}

export interface ModuleState {
  readonly id: string;
  readonly type: ModuleType;
  readonly title: LocalizedText;
  readonly content: ModuleContent;
  readonly orderIndex: number;
  readonly isActive: boolean;
  /** A video's subtitle tracks (issue 34 item 2): the sha256 of each language's WebVTT file. */
  readonly subtitles: Readonly<Record<string, string>>;
}

/** A checked WebVTT file the media module stored (its unsigned path) for `SetSubtitleTrack`. */
export interface SubtitleTrack {
  readonly path: string;
  readonly sha256: string;
  readonly cues: number;
  readonly bytes: number;
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
      /** Language versions (issue 34): the default and the versions learners may be given. */
      readonly languages: Languages;
      /** The last review of each language version: it holds while the version's texts keep this digest. */
      readonly reviews: Readonly<Record<string, { readonly textsDigest: string; readonly reviewedAt: string }>>;
    };

export interface NewModule {
  readonly moduleId: string;
  readonly type: ModuleType;
  readonly title: LocalizedText;
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
  | {
      readonly type: 'CreateTraining';
      readonly actor: Actor;
      readonly trainingId: string;
      readonly companyId: string;
      readonly details: TrainingDetails;
      /** Absent: German only. */
      readonly languages?: Languages | undefined;
      readonly now: Date;
    }
  | { readonly type: 'ChangeTrainingDetails'; readonly actor: Actor; readonly changes: TrainingDetailsChange; readonly now: Date }
  | { readonly type: 'ChangeContentLanguages'; readonly actor: Actor; readonly defaultLanguage?: string | undefined; readonly contentLanguages: readonly string[]; readonly now: Date }
  | { readonly type: 'ReviewLanguageVersion'; readonly actor: Actor; readonly language: string; readonly now: Date }
  | { readonly type: 'DeleteTraining'; readonly actor: Actor; readonly bundleNames: readonly string[]; readonly now: Date }
  | { readonly type: 'AddModule'; readonly actor: Actor; readonly module: NewModule; readonly language?: string | undefined; readonly now: Date }
  | {
      readonly type: 'UpdateModule';
      readonly actor: Actor;
      readonly moduleId: string;
      /** The language plain texts of the request are in; absent: the training's default. */
      readonly language?: string | undefined;
      readonly title?: LocalizedText | undefined;
      readonly content?: ModuleContent | undefined;
      readonly isActive?: boolean | undefined;
      readonly orderIndex?: number | undefined;
      readonly now: Date;
    }
  | { readonly type: 'RemoveModule'; readonly actor: Actor; readonly moduleId: string; readonly now: Date }
  | { readonly type: 'SetSubtitleTrack'; readonly actor: Actor; readonly moduleId: string; readonly language: string; readonly track: SubtitleTrack; readonly now: Date }
  | { readonly type: 'RemoveSubtitleTrack'; readonly actor: Actor; readonly moduleId: string; readonly language: string; readonly now: Date }
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
  | 'InstructorNotEligible'
  | { readonly tag: 'UnsupportedLanguage'; readonly languages: readonly string[] }
  | { readonly tag: 'LanguageNotInTraining'; readonly language: string }
  | 'DefaultLanguageNotInList'
  | 'QuizStructureMismatch'
  | 'SubtitlesNeedVideoModule'
  | 'SubtitleTrackNotFound'
  /** A dubbed version of the video in the training's default language, which shows the main video. */
  | 'DubbedDefaultLanguage';

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

/** Quiz rules of spec section 5, on the default language's texts. */
export function checkQuiz(content: QuizContent, language: string): TrainingError | null {
  const filled = (t: LocalizedText) => textIn(t, language).trim() !== '';
  if (content.questions.length === 0) return 'QuizNeedsQuestions';
  for (const q of content.questions) {
    if (!filled(q.question)) return 'QuizQuestionTextRequired';
    if (q.answers.length < 2) return 'QuizQuestionNeedsTwoAnswers';
    if (!q.answers.some((a) => a.isCorrect && filled(a.text))) return 'QuizQuestionNeedsCorrectAnswer';
  }
  return null;
}

/** Content rules of spec section 5; texts are required in the training's default language. */
export function checkContent(type: ModuleType, content: ModuleContent, language: string): TrainingError | null {
  switch (type) {
    case 'video':
      if (!('videoUrl' in content)) return 'ModuleContentDoesNotMatchType';
      return content.videoUrl.trim() ? null : 'VideoModuleNeedsVideo';
    case 'text':
      if (!('text' in content)) return 'ModuleContentDoesNotMatchType';
      return textIn(content.text, language).trim() ? null : 'TextModuleNeedsText';
    case 'quiz':
      if (!('questions' in content)) return 'ModuleContentDoesNotMatchType';
      return checkQuiz(content, language);
    default: {
      const never: never = type;
      return never;
    }
  }
}

/** Titles are stored trimmed, in every language. */
function trimmed(text: LocalizedText): LocalizedText {
  if (typeof text === 'string') return text.trim();
  return Object.fromEntries(Object.entries(text).map(([k, v]) => [k, v.trim()]));
}

type Active = Extract<TrainingState, { status: 'active' | 'deleted' }>;
const facts = (s: Active, actor: Actor) => ({ role: actor.role, userId: actor.userId, ownerId: s.ownerId, coOwnerIds: s.coOwners });

/** Languages a command names that the product does not support, or the language of its plain texts outside the training's versions. */
function languageError(languages: Languages, language: string | undefined, texts: readonly (LocalizedText | undefined)[]): TrainingError | null {
  const unsupported = unsupportedLanguages(texts);
  if (language !== undefined && !isContentLanguage(language)) unsupported.unshift(language);
  if (unsupported.length > 0) return { tag: 'UnsupportedLanguage', languages: [...new Set(unsupported)] };
  if (language !== undefined && !languages.contentLanguages.includes(language)) return { tag: 'LanguageNotInTraining', language };
  return null;
}

function checkLanguages(defaultLanguage: string, list: readonly string[]): TrainingError | null {
  const unsupported = [defaultLanguage, ...list].filter((l) => !isContentLanguage(l));
  if (unsupported.length > 0) return { tag: 'UnsupportedLanguage', languages: [...new Set(unsupported)] };
  return list.includes(defaultLanguage) ? null : 'DefaultLanguageNotInList';
}

/**
 * The dubbed versions of a video module (issue 34 item 2, ADR 0030 §3): every language tag must be
 * supported; a version set or changed now must be for one of the training's further languages (the
 * default shows the main video). A version kept as stored stays, though its language may have left
 * the training meanwhile (it is then not delivered, like a subtitle track).
 */
function dubbedError(languages: Languages, before: ModuleContent | undefined, after: ModuleContent): TrainingError | null {
  if (!('videoUrl' in after) || after.dubbedVideos === undefined) return null;
  const dubbed = after.dubbedVideos;
  const stored = before && 'videoUrl' in before ? (before.dubbedVideos ?? {}) : {};
  const tags = Object.keys(dubbed);
  const unsupported = tags.filter((l) => !isContentLanguage(l));
  if (unsupported.length > 0) return { tag: 'UnsupportedLanguage', languages: unsupported };
  for (const language of tags.filter((l) => stored[l]?.videoUrl !== dubbed[l]!.videoUrl)) {
    if (language === languages.defaultLanguage) return 'DubbedDefaultLanguage';
    if (!languages.contentLanguages.includes(language)) return { tag: 'LanguageNotInTraining', language };
  }
  return null;
}

const moduleTexts = (m: { readonly title?: LocalizedText | undefined; readonly content?: ModuleContent | undefined }) => [m.title, ...(m.content ? contentTexts(m.content).map((u) => u.text) : [])];

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
      const languages = d.defaultLanguage !== undefined ? { defaultLanguage: d.defaultLanguage, contentLanguages: d.contentLanguages ?? [d.defaultLanguage] } : INITIAL_LANGUAGES;
      return { status: 'active', trainingId: d.trainingId, companyId: d.companyId, ownerId: d.ownerId, coOwners: [], instructorId: null, details: d.details, modules: [], tagIds: [], languages, reviews: {} };
    }
    if (state.status === 'none') return state;
    switch (event.type) {
      case 'catalog.TrainingDetailsChanged':
        return { ...state, details: applyChanges(state.details, event.data.changes) };
      case 'catalog.TrainingDeleted':
        return { ...state, status: 'deleted' };
      case 'catalog.ModuleAdded': {
        const m = event.data;
        return { ...state, modules: [...state.modules, { id: m.moduleId, type: m.type, title: m.title, content: m.content, orderIndex: m.orderIndex, isActive: m.isActive, subtitles: {} }] };
      }
      case 'catalog.ModuleUpdated': {
        const u = event.data;
        return {
          ...state,
          modules: state.modules.map((m) =>
            m.id === u.moduleId
              ? { ...m, title: u.title ?? m.title, content: u.content ?? m.content, isActive: u.isActive ?? m.isActive, orderIndex: u.orderIndex ?? m.orderIndex }
              : m,
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
      case 'catalog.SubtitleTrackSet': {
        const { moduleId, language, sha256 } = event.data;
        return { ...state, modules: state.modules.map((m) => (m.id === moduleId ? { ...m, subtitles: { ...m.subtitles, [language]: sha256 } } : m)) };
      }
      case 'catalog.SubtitleTrackRemoved': {
        const { moduleId, language } = event.data;
        return { ...state, modules: state.modules.map((m) => (m.id === moduleId ? { ...m, subtitles: Object.fromEntries(Object.entries(m.subtitles).filter(([l]) => l !== language)) } : m)) };
      }
      case 'catalog.TrainingTagsSet':
        return { ...state, tagIds: event.data.tagIds };
      case 'catalog.CoOwnerAdded':
        return { ...state, coOwners: [...state.coOwners.filter((c) => c !== event.data.userId), event.data.userId] };
      case 'catalog.CoOwnerRemoved':
        return { ...state, coOwners: state.coOwners.filter((c) => c !== event.data.userId) };
      case 'catalog.InstructorChanged':
        return { ...state, instructorId: event.data.instructorId };
      case 'catalog.ContentLanguagesChanged':
        return { ...state, languages: { defaultLanguage: event.data.defaultLanguage, contentLanguages: event.data.contentLanguages } };
      case 'catalog.LanguageVersionReviewed':
        return { ...state, reviews: { ...state.reviews, [event.data.language]: { textsDigest: event.data.textsDigest, reviewedAt: event.data.reviewedAt } } };
      default:
        return state;
    }
  },
  decide(command, state): DecideResult<CatalogEvent, TrainingError> {
    if (command.type === 'CreateTraining') {
      if (state.status !== 'none') return reject('TrainingAlreadyExists');
      if (!trainingPolicy.create(command.actor.role)) return reject('NotAllowedToCreateTrainings');
      const languages = command.languages ?? INITIAL_LANGUAGES;
      const badLanguage = checkLanguages(languages.defaultLanguage, languages.contentLanguages) ?? languageError(languages, undefined, [command.details.title, command.details.description]);
      if (badLanguage) return reject(badLanguage);
      const lang = languages.defaultLanguage;
      const given = applyChanges(command.details, {});
      const d = { ...given, title: mergeText(undefined, given.title, lang), description: mergeText(undefined, given.description, lang) };
      if (!nonEmpty(d.title) || !nonEmpty(d.description)) return reject('TitleAndDescriptionRequired');
      const bad = checkDetails(d);
      if (bad) return reject(bad);
      return accept({
        type: 'catalog.TrainingCreated',
        data: {
          trainingId: command.trainingId,
          companyId: command.companyId,
          ownerId: command.actor.userId,
          details: d,
          ...(command.languages ? { defaultLanguage: lang, contentLanguages: [...new Set(languages.contentLanguages)] } : {}),
          createdAt: command.now.toISOString(),
        },
      });
    }
    if (state.status !== 'active') return reject('TrainingNotFound');
    const f = facts(state, command.actor);
    const now = command.now.toISOString();
    switch (command.type) {
      case 'ChangeTrainingDetails': {
        if (!trainingPolicy.edit(f)) return reject('NotAllowedToEditTraining');
        const badLanguage = languageError(state.languages, undefined, [command.changes.title, command.changes.description]);
        if (badLanguage) return reject(badLanguage);
        // texts merge by language: a change of one language keeps the others' (issue 34)
        const lang = state.languages.defaultLanguage;
        const merged: TrainingDetailsChange = {
          ...command.changes,
          ...(command.changes.title !== undefined ? { title: mergeText(state.details.title, command.changes.title, lang) } : {}),
          ...(command.changes.description !== undefined ? { description: mergeText(state.details.description, command.changes.description, lang) } : {}),
        };
        // a change may not empty a text, nor take away the default language's text of it
        const emptied = (before: LocalizedText, after: LocalizedText | undefined) =>
          after !== undefined && (!nonEmpty(after) || (textIn(before, lang).trim() !== '' && textIn(after, lang).trim() === ''));
        if (emptied(state.details.title, merged.title)) return reject('TitleMustNotBeEmpty');
        if (emptied(state.details.description, merged.description)) return reject('TitleAndDescriptionRequired');
        const next = applyChanges(state.details, merged);
        const bad = checkDetails(next);
        if (bad) return reject(bad);
        const changes: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(next) as [keyof TrainingDetails, unknown][]) {
          if (JSON.stringify(v) !== JSON.stringify(state.details[k])) changes[k] = v;
        }
        if (Object.keys(changes).length === 0) return accept();
        return accept({ type: 'catalog.TrainingDetailsChanged', data: { changes: changes as TrainingDetailsChange, changedAt: now } });
      }
      case 'ChangeContentLanguages': {
        if (!trainingPolicy.edit(f)) return reject('NotAllowedToEditTraining');
        const defaultLanguage = command.defaultLanguage ?? state.languages.defaultLanguage;
        const contentLanguages = [...new Set(command.contentLanguages)];
        const bad = checkLanguages(defaultLanguage, contentLanguages);
        if (bad) return reject(bad);
        const current = state.languages;
        if (defaultLanguage === current.defaultLanguage && JSON.stringify(contentLanguages) === JSON.stringify(current.contentLanguages)) return accept();
        return accept({ type: 'catalog.ContentLanguagesChanged', data: { defaultLanguage, contentLanguages, changedAt: now } });
      }
      case 'ReviewLanguageVersion': {
        if (!trainingPolicy.edit(f)) return reject('NotAllowedToEditTraining');
        const bad = languageError(state.languages, command.language, []);
        if (bad) return reject(bad);
        const textsDigestNow = textsDigest(textUnits(state.details, state.modules), command.language);
        if (state.reviews[command.language]?.textsDigest === textsDigestNow) return accept();
        return accept({ type: 'catalog.LanguageVersionReviewed', data: { language: command.language, textsDigest: textsDigestNow, reviewedBy: command.actor.userId, reviewedAt: now } });
      }
      case 'DeleteTraining':
        if (!trainingPolicy.delete(f)) return reject('NotAllowedToDeleteTraining');
        if (command.bundleNames.length > 0) return reject({ tag: 'TrainingInBundles', bundleNames: command.bundleNames });
        return accept({ type: 'catalog.TrainingDeleted', data: { deletedAt: now } });
      case 'AddModule': {
        if (!trainingPolicy.edit(f)) return reject('NotAllowedToEditTraining');
        if (state.modules.some((x) => x.id === command.module.moduleId)) return reject('ModuleAlreadyExists');
        const badLanguage = languageError(state.languages, command.language, moduleTexts(command.module));
        if (badLanguage) return reject(badLanguage);
        const lang = command.language ?? state.languages.defaultLanguage;
        const content = mergeContent(command.module.type, undefined, command.module.content, lang, true);
        if (typeof content === 'string') return reject(content);
        const m = { ...command.module, title: trimmed(mergeText(undefined, command.module.title, lang)), content };
        if (!textIn(m.title, state.languages.defaultLanguage).trim()) return reject('ModuleTitleRequired');
        const bad = checkContent(m.type, m.content, state.languages.defaultLanguage) ?? dubbedError(state.languages, undefined, m.content);
        if (bad) return reject(bad);
        return accept({ type: 'catalog.ModuleAdded', data: { ...m, addedAt: now } });
      }
      case 'UpdateModule': {
        if (!trainingPolicy.edit(f)) return reject('NotAllowedToEditTraining');
        const existing = state.modules.find((x) => x.id === command.moduleId);
        if (!existing) return reject('ModuleNotFound');
        const badLanguage = languageError(state.languages, command.language, moduleTexts(command));
        if (badLanguage) return reject(badLanguage);
        const lang = command.language ?? state.languages.defaultLanguage;
        const title = command.title !== undefined ? trimmed(mergeText(existing.title, command.title, lang)) : undefined;
        if (title !== undefined && !textIn(title, state.languages.defaultLanguage).trim()) return reject('ModuleTitleRequired');
        const content = command.content !== undefined ? mergeContent(existing.type, existing.content, command.content, lang, lang === state.languages.defaultLanguage) : undefined;
        if (typeof content === 'string') return reject(content);
        if (content !== undefined) {
          const bad = checkContent(existing.type, content, state.languages.defaultLanguage) ?? dubbedError(state.languages, existing.content, content);
          if (bad) return reject(bad);
        }
        return accept({
          type: 'catalog.ModuleUpdated',
          data: {
            moduleId: command.moduleId,
            ...(title !== undefined ? { title } : {}),
            ...(content !== undefined ? { content } : {}),
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
      case 'SetSubtitleTrack': {
        if (!trainingPolicy.edit(f)) return reject('NotAllowedToEditTraining');
        const m = state.modules.find((x) => x.id === command.moduleId);
        if (!m) return reject('ModuleNotFound');
        if (m.type !== 'video') return reject('SubtitlesNeedVideoModule');
        const badLanguage = languageError(state.languages, command.language, []);
        if (badLanguage) return reject(badLanguage);
        const t = command.track;
        // the same file again in the same language changes nothing
        if (m.subtitles[command.language] === t.sha256) return accept();
        return accept({ type: 'catalog.SubtitleTrackSet', data: { moduleId: m.id, language: command.language, path: t.path, sha256: t.sha256, cues: t.cues, bytes: t.bytes, setAt: now } });
      }
      case 'RemoveSubtitleTrack': {
        if (!trainingPolicy.edit(f)) return reject('NotAllowedToEditTraining');
        const m = state.modules.find((x) => x.id === command.moduleId);
        if (!m) return reject('ModuleNotFound');
        // a language taken out of the training may still lose its track; an unknown tag is a 400
        if (!isContentLanguage(command.language)) return reject({ tag: 'UnsupportedLanguage', languages: [command.language] });
        if (m.subtitles[command.language] === undefined) return reject('SubtitleTrackNotFound');
        return accept({ type: 'catalog.SubtitleTrackRemoved', data: { moduleId: m.id, language: command.language, removedAt: now } });
      }
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
