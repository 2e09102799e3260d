import { describe, it } from 'vitest';
import { actors, at, given, now } from '../../../../tests/support/decider';
import { trainingDecider, type Actor } from './training';
import { tagDecider } from './tag';
import type { CatalogEvent, TrainingDetails } from './events';
import { BLANK_TRAINING_SETTINGS } from '../../../shared/contracts/catalog';

const { owner, co, root, admin } = actors;

const employee: Actor = { userId: 'emp', role: 'non-managing' };

const details: TrainingDetails = { title: { de: 'Brandschutz' }, description: { de: 'Grundlagen' }, ...BLANK_TRAINING_SETTINGS };
const created: CatalogEvent = { type: 'catalog.TrainingCreated', data: { trainingId: 't1', companyId: 'c1', ownerId: 'owner', details, createdAt: at } };
const coAdded: CatalogEvent = { type: 'catalog.CoOwnerAdded', data: { userId: 'co', addedAt: at } };
const textModule = (id: string, orderIndex: number): CatalogEvent => ({
  type: 'catalog.ModuleAdded',
  data: { moduleId: id, type: 'text', title: id, orderIndex, isActive: true, content: { text: 'x' }, addedAt: at },
});
const candidate = (userId: string, role: Actor['role'] = 'manager', companyId = 'c1') => ({ userId, companyId, role, isActive: true });

describe('training decider: create and change', () => {
  it('creates a training owned by the actor', () => {
    given(trainingDecider).when({ type: 'CreateTraining', actor: owner, trainingId: 't1', companyId: 'c1', details, now }).then([created]);
  });
  it('NotAllowedToCreateTrainings: employees cannot create', () => {
    given(trainingDecider).when({ type: 'CreateTraining', actor: employee, trainingId: 't1', companyId: 'c1', details, now }).thenFails('NotAllowedToCreateTrainings');
  });
  it('TitleAndDescriptionRequired: both must have text in some language', () => {
    given(trainingDecider).when({ type: 'CreateTraining', actor: owner, trainingId: 't1', companyId: 'c1', details: { ...details, description: { de: ' ' } }, now }).thenFails('TitleAndDescriptionRequired');
  });
  it('RecertificationNeedsPeriod: recertification needs a period', () => {
    given(trainingDecider).when({ type: 'CreateTraining', actor: owner, trainingId: 't1', companyId: 'c1', details: { ...details, requiresRecertification: true }, now }).thenFails('RecertificationNeedsPeriod');
  });
  it('turning recertification off clears the period', () => {
    const on: CatalogEvent = { type: 'catalog.TrainingDetailsChanged', data: { changes: { requiresRecertification: true, recertificationPeriod: '1_year' }, changedAt: at } };
    given(trainingDecider, [created, on]).when({ type: 'ChangeTrainingDetails', actor: owner, changes: { requiresRecertification: false }, now }).then([
      { type: 'catalog.TrainingDetailsChanged', data: { changes: { requiresRecertification: false, recertificationPeriod: null }, changedAt: at } },
    ]);
  });
  it('TitleMustNotBeEmpty; unchanged details are a no-op', () => {
    given(trainingDecider, [created]).when({ type: 'ChangeTrainingDetails', actor: owner, changes: { title: '' }, now }).thenFails('TitleMustNotBeEmpty');
    given(trainingDecider, [created]).when({ type: 'ChangeTrainingDetails', actor: owner, changes: { status: 'draft' }, now }).thenNothing();
  });
  it('NotAllowedToEditTraining: an admin who is neither owner nor co-owner; root and co-owners may', () => {
    given(trainingDecider, [created]).when({ type: 'ChangeTrainingDetails', actor: admin, changes: { status: 'published' }, now }).thenFails('NotAllowedToEditTraining');
    given(trainingDecider, [created]).when({ type: 'ChangeTrainingDetails', actor: root, changes: { status: 'published' }, now }).then([
      { type: 'catalog.TrainingDetailsChanged', data: { changes: { status: 'published' }, changedAt: at } },
    ]);
    given(trainingDecider, [created, coAdded]).when({ type: 'ChangeTrainingDetails', actor: co, changes: { status: 'published' }, now }).then([
      { type: 'catalog.TrainingDetailsChanged', data: { changes: { status: 'published' }, changedAt: at } },
    ]);
  });
  it('TrainingNotFound: nothing happens to a deleted training', () => {
    given(trainingDecider, [created, { type: 'catalog.TrainingDeleted', data: { deletedAt: at } }])
      .when({ type: 'ChangeTrainingDetails', actor: root, changes: { status: 'published' }, now })
      .thenFails('TrainingNotFound');
  });
});

describe('training decider: delete', () => {
  it('NotAllowedToDeleteTraining: co-owners cannot delete; owner and root can', () => {
    given(trainingDecider, [created, coAdded]).when({ type: 'DeleteTraining', actor: co, bundleNames: [], now }).thenFails('NotAllowedToDeleteTraining');
    given(trainingDecider, [created]).when({ type: 'DeleteTraining', actor: owner, bundleNames: [], now }).then([{ type: 'catalog.TrainingDeleted', data: { deletedAt: at } }]);
    given(trainingDecider, [created]).when({ type: 'DeleteTraining', actor: root, bundleNames: [], now }).then([{ type: 'catalog.TrainingDeleted', data: { deletedAt: at } }]);
  });
  it('TrainingInBundles: a training in bundles is not deleted', () => {
    given(trainingDecider, [created]).when({ type: 'DeleteTraining', actor: owner, bundleNames: ['Onboarding'], now }).thenFails({ tag: 'TrainingInBundles', bundleNames: ['Onboarding'] });
  });
});

describe('training decider: modules', () => {
  const quiz = (answers: { text: string; isCorrect: boolean }[], question = 'F?') => ({ questions: [{ question, answers }] });
  const add = (content: Parameters<typeof trainingDecider.decide>[0] extends infer C ? (C extends { type: 'AddModule'; module: infer M } ? M : never) : never) =>
    ({ type: 'AddModule' as const, actor: owner, module: content, now });
  it('adds a quiz module that follows the rules', () => {
    const content = quiz([{ text: 'a', isCorrect: true }, { text: 'b', isCorrect: false }]);
    given(trainingDecider, [created]).when(add({ moduleId: 'm1', type: 'quiz', title: ' Quiz ', orderIndex: 0, isActive: true, content })).then([
      { type: 'catalog.ModuleAdded', data: { moduleId: 'm1', type: 'quiz', title: 'Quiz', orderIndex: 0, isActive: true, content, addedAt: at } },
    ]);
  });
  it('QuizQuestionNeedsCorrectAnswer: a correct answer needs text', () => {
    given(trainingDecider, [created]).when(add({ moduleId: 'm1', type: 'quiz', title: 'Q', orderIndex: 0, isActive: true, content: quiz([{ text: ' ', isCorrect: true }, { text: 'b', isCorrect: false }]) })).thenFails('QuizQuestionNeedsCorrectAnswer');
  });
  it('QuizQuestionNeedsTwoAnswers, QuizQuestionTextRequired, QuizNeedsQuestions', () => {
    given(trainingDecider, [created]).when(add({ moduleId: 'm1', type: 'quiz', title: 'Q', orderIndex: 0, isActive: true, content: quiz([{ text: 'a', isCorrect: true }]) })).thenFails('QuizQuestionNeedsTwoAnswers');
    given(trainingDecider, [created]).when(add({ moduleId: 'm1', type: 'quiz', title: 'Q', orderIndex: 0, isActive: true, content: quiz([{ text: 'a', isCorrect: true }, { text: 'b', isCorrect: false }], ' ') })).thenFails('QuizQuestionTextRequired');
    given(trainingDecider, [created]).when(add({ moduleId: 'm1', type: 'quiz', title: 'Q', orderIndex: 0, isActive: true, content: { questions: [] } })).thenFails('QuizNeedsQuestions');
  });
  it('ModuleTitleRequired, VideoModuleNeedsVideo, ModuleContentDoesNotMatchType', () => {
    given(trainingDecider, [created]).when(add({ moduleId: 'm1', type: 'text', title: ' ', orderIndex: 0, isActive: true, content: { text: 'x' } })).thenFails('ModuleTitleRequired');
    given(trainingDecider, [created]).when(add({ moduleId: 'm1', type: 'video', title: 'V', orderIndex: 0, isActive: true, content: { videoUrl: ' ' } })).thenFails('VideoModuleNeedsVideo');
    given(trainingDecider, [created]).when(add({ moduleId: 'm1', type: 'video', title: 'V', orderIndex: 0, isActive: true, content: { text: 'x' } })).thenFails('ModuleContentDoesNotMatchType');
  });
  it('rearranges in one event; ModuleListMismatch for unknown or repeated ids', () => {
    given(trainingDecider, [created, textModule('a', 0), textModule('b', 1)])
      .when({ type: 'RearrangeModules', actor: owner, updates: [{ moduleId: 'b', orderIndex: 0, isActive: false }], removedModuleIds: ['a'], now })
      .then([{ type: 'catalog.ModulesRearranged', data: { updates: [{ moduleId: 'b', orderIndex: 0, isActive: false }], removedModuleIds: ['a'], rearrangedAt: at } }]);
    given(trainingDecider, [created, textModule('a', 0)])
      .when({ type: 'RearrangeModules', actor: owner, updates: [{ moduleId: 'x', orderIndex: 0, isActive: true }], removedModuleIds: [], now })
      .thenFails('ModuleListMismatch');
    given(trainingDecider, [created, textModule('a', 0)])
      .when({ type: 'RearrangeModules', actor: owner, updates: [{ moduleId: 'a', orderIndex: 0, isActive: true }], removedModuleIds: ['a'], now })
      .thenFails('ModuleListMismatch');
  });
  it('ModuleNotFound: updating or removing a module that is not there', () => {
    given(trainingDecider, [created]).when({ type: 'UpdateModule', actor: owner, moduleId: 'x', title: 'T', now }).thenFails('ModuleNotFound');
    given(trainingDecider, [created, textModule('a', 0), { type: 'catalog.ModuleRemoved', data: { moduleId: 'a', removedAt: at } }])
      .when({ type: 'RemoveModule', actor: owner, moduleId: 'a', now })
      .thenFails('ModuleNotFound');
  });
});

describe('training decider: tags and co-owners', () => {
  it('UnknownTag; setting the same tags is a no-op', () => {
    const known = new Set(['default-brandschutz']);
    given(trainingDecider, [created]).when({ type: 'SetTrainingTags', actor: owner, tagIds: ['x'], knownTagIds: known, now }).thenFails('UnknownTag');
    given(trainingDecider, [created, { type: 'catalog.TrainingTagsSet', data: { tagIds: ['default-brandschutz'], setAt: at } }])
      .when({ type: 'SetTrainingTags', actor: owner, tagIds: ['default-brandschutz'], knownTagIds: known, now })
      .thenNothing();
  });
  it('adds a co-owner; OnlyOwnerManagesCoOwners (not even root)', () => {
    given(trainingDecider, [created]).when({ type: 'AddCoOwner', actor: owner, candidate: candidate('co'), now }).then([coAdded]);
    given(trainingDecider, [created]).when({ type: 'AddCoOwner', actor: root, candidate: candidate('co'), now }).thenFails('OnlyOwnerManagesCoOwners');
    given(trainingDecider, [created, coAdded]).when({ type: 'AddCoOwner', actor: co, candidate: candidate('x'), now }).thenFails('OnlyOwnerManagesCoOwners');
  });
  it('CoOwnerLimitReached at 5; CoOwnerIsOwner; AlreadyCoOwner; CoOwnerNotEligible; CoOwnerNotFound', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((u): CatalogEvent => ({ type: 'catalog.CoOwnerAdded', data: { userId: u, addedAt: at } }));
    given(trainingDecider, [created, ...five]).when({ type: 'AddCoOwner', actor: owner, candidate: candidate('f'), now }).thenFails('CoOwnerLimitReached');
    given(trainingDecider, [created, ...five.slice(0, 4)]).when({ type: 'AddCoOwner', actor: owner, candidate: candidate('f'), now }).then([
      { type: 'catalog.CoOwnerAdded', data: { userId: 'f', addedAt: at } },
    ]);
    given(trainingDecider, [created]).when({ type: 'AddCoOwner', actor: owner, candidate: candidate('owner'), now }).thenFails('CoOwnerIsOwner');
    given(trainingDecider, [created, coAdded]).when({ type: 'AddCoOwner', actor: owner, candidate: candidate('co'), now }).thenFails('AlreadyCoOwner');
    given(trainingDecider, [created]).when({ type: 'AddCoOwner', actor: owner, candidate: candidate('e1', 'non-managing'), now }).thenFails('CoOwnerNotEligible');
    given(trainingDecider, [created]).when({ type: 'AddCoOwner', actor: owner, candidate: candidate('x', 'manager', 'c2'), now }).thenFails('CoOwnerNotFound');
    given(trainingDecider, [created]).when({ type: 'AddCoOwner', actor: owner, candidate: null, now }).thenFails('CoOwnerNotFound');
  });
  it('NotACoOwner: removing someone who is not a co-owner', () => {
    given(trainingDecider, [created]).when({ type: 'RemoveCoOwner', actor: owner, userId: 'co', now }).thenFails('NotACoOwner');
    given(trainingDecider, [created, coAdded]).when({ type: 'RemoveCoOwner', actor: owner, userId: 'co', now }).then([{ type: 'catalog.CoOwnerRemoved', data: { userId: 'co', removedAt: at } }]);
  });
});

describe('training decider: the responsible instructor (issue 16, item 5)', () => {
  const named: CatalogEvent = { type: 'catalog.InstructorChanged', data: { instructorId: 'm2', changedAt: at } };
  it('names an active managing user of the company; the owner, co-owners and root may', () => {
    given(trainingDecider, [created]).when({ type: 'ChangeInstructor', actor: owner, candidate: candidate('m2'), now }).then([named]);
    given(trainingDecider, [created, coAdded]).when({ type: 'ChangeInstructor', actor: co, candidate: candidate('m2'), now }).then([named]);
    given(trainingDecider, [created]).when({ type: 'ChangeInstructor', actor: root, candidate: candidate('m2', 'admin'), now }).then([
      { type: 'catalog.InstructorChanged', data: { instructorId: 'm2', changedAt: at } },
    ]);
  });
  it('NotAllowedToEditTraining: an admin or manager who is neither owner nor co-owner, the instructor alone neither', () => {
    given(trainingDecider, [created]).when({ type: 'ChangeInstructor', actor: admin, candidate: candidate('m2'), now }).thenFails('NotAllowedToEditTraining');
    given(trainingDecider, [created, named]).when({ type: 'ChangeInstructor', actor: actors.otherManager, candidate: candidate('co'), now }).thenFails('NotAllowedToEditTraining');
  });
  it('InstructorNotFound: unknown or of another company', () => {
    given(trainingDecider, [created]).when({ type: 'ChangeInstructor', actor: owner, candidate: null, now }).thenFails('InstructorNotFound');
    given(trainingDecider, [created]).when({ type: 'ChangeInstructor', actor: owner, candidate: candidate('x', 'manager', 'c2'), now }).thenFails('InstructorNotFound');
  });
  it('InstructorNotEligible: inactive, an employee or an auditor', () => {
    given(trainingDecider, [created]).when({ type: 'ChangeInstructor', actor: owner, candidate: { ...candidate('m2'), isActive: false }, now }).thenFails('InstructorNotEligible');
    given(trainingDecider, [created]).when({ type: 'ChangeInstructor', actor: owner, candidate: candidate('e1', 'non-managing'), now }).thenFails('InstructorNotEligible');
    given(trainingDecider, [created]).when({ type: 'ChangeInstructor', actor: owner, candidate: candidate('p1', 'auditor'), now }).thenFails('InstructorNotEligible');
  });
  it('naming the instructor there is is a no-op: the owner by default, then the one named', () => {
    given(trainingDecider, [created]).when({ type: 'ChangeInstructor', actor: owner, candidate: candidate('owner'), now }).thenNothing();
    given(trainingDecider, [created, named]).when({ type: 'ChangeInstructor', actor: owner, candidate: candidate('m2'), now }).thenNothing();
    given(trainingDecider, [created, named]).when({ type: 'ChangeInstructor', actor: owner, candidate: candidate('owner'), now }).then([
      { type: 'catalog.InstructorChanged', data: { instructorId: 'owner', changedAt: at } },
    ]);
  });
  it('TrainingNotFound: a deleted training', () => {
    given(trainingDecider, [created, { type: 'catalog.TrainingDeleted', data: { deletedAt: at } }]).when({ type: 'ChangeInstructor', actor: owner, candidate: candidate('m2'), now }).thenFails('TrainingNotFound');
  });
});

describe('tag decider', () => {
  const fields = { name: { de: 'Stapler', en: 'Forklift' }, description: {}, color: '#3b82f6', category: 'safety' as const };
  it('creates a tag with a normalised color', () => {
    given(tagDecider).when({ type: 'CreateTag', actor: owner, tagId: 'g1', companyId: 'c1', fields, now }).then([
      { type: 'catalog.TagCreated', data: { tagId: 'g1', companyId: 'c1', fields: { ...fields, color: '#3B82F6' }, createdAt: at } },
    ]);
  });
  it('GermanNameRequired, UnknownTagColor, NotAllowedToManageTags, TagNotFound', () => {
    given(tagDecider).when({ type: 'CreateTag', actor: owner, tagId: 'g1', companyId: 'c1', fields: { ...fields, name: { de: ' ' } }, now }).thenFails('GermanNameRequired');
    given(tagDecider).when({ type: 'CreateTag', actor: owner, tagId: 'g1', companyId: 'c1', fields: { ...fields, color: '#000000' }, now }).thenFails('UnknownTagColor');
    given(tagDecider).when({ type: 'CreateTag', actor: employee, tagId: 'g1', companyId: 'c1', fields, now }).thenFails('NotAllowedToManageTags');
    given(tagDecider).when({ type: 'DeleteTag', actor: owner, tagId: 'g1', now }).thenFails('TagNotFound');
  });
  it('DefaultTagIsFixed: the default vocabulary is neither changed nor deleted, not even by root', () => {
    given(tagDecider).when({ type: 'DeleteTag', actor: root, tagId: 'default-brandschutz', now }).thenFails('DefaultTagIsFixed');
    given(tagDecider).when({ type: 'UpdateTag', actor: owner, tagId: 'default-psa', fields: { color: '#EF4444' }, now }).thenFails('DefaultTagIsFixed');
    given(tagDecider).when({ type: 'DeleteTag', actor: employee, tagId: 'default-psa', now }).thenFails('NotAllowedToManageTags');
  });
  it('updates and deletes a company tag; an unchanged update is a no-op', () => {
    const tagCreated: CatalogEvent = { type: 'catalog.TagCreated', data: { tagId: 'g1', companyId: 'c1', fields: { ...fields, color: '#3B82F6' }, createdAt: at } };
    given(tagDecider, [tagCreated]).when({ type: 'UpdateTag', actor: owner, tagId: 'g1', fields: { color: '#3b82f6' }, now }).thenNothing();
    given(tagDecider, [tagCreated]).when({ type: 'UpdateTag', actor: admin, tagId: 'g1', fields: { name: { de: 'Gabelstapler' } }, now }).then([
      { type: 'catalog.TagUpdated', data: { fields: { ...fields, name: { de: 'Gabelstapler' }, color: '#3B82F6' }, updatedAt: at } },
    ]);
    given(tagDecider, [tagCreated]).when({ type: 'DeleteTag', actor: owner, tagId: 'g1', now }).then([{ type: 'catalog.TagDeleted', data: { deletedAt: at } }]);
  });
});
