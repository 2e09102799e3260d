import type { RouteDocs } from '../../platform/http';
import { UserIdBody } from './features/add-co-owner/schema';
import { ModuleBody } from './features/add-module/schema';
import { CandidatesQuery } from './features/co-owner-candidates/schema';
import { InstructorBody } from './features/change-instructor/schema';
import { InstructorCandidatesQuery } from './features/instructor-candidates/schema';
import { CreateTagBody } from './features/create-tag/schema';
import { CreateTrainingBody } from './features/create-training/schema';
import { LibraryQuery } from './features/list-library/schema';
import { BatchUpdateBody } from './features/rearrange-modules/schema';
import { TagIdsBody } from './features/set-training-tags/schema';
import { ModulePatchBody } from './features/update-module/schema';
import { UpdateTagBody } from './features/update-tag/schema';
import { UpdateTrainingBody } from './features/update-training/schema';

/** The catalog's routes (trainings, modules, tags, co-owners) for the API reference. */
export const catalogApi: RouteDocs = {
  'GET /api/trainings': { summary: 'The library: every training of the company with filters, or for employees the trainings assigned to them.', query: LibraryQuery },
  'GET /api/trainings/:id': { summary: 'One training with what the caller may do with it.' },
  'POST /api/trainings': { summary: 'Create a training (draft); the caller becomes its owner.', body: CreateTrainingBody, status: 201 },
  'PATCH /api/trainings/:id': { summary: 'Edit a training: details, status, recertification.', body: UpdateTrainingBody },
  'DELETE /api/trainings/:id': { summary: 'Delete a training (not while a bundle contains it).', status: 204 },
  'GET /api/trainings/:id/modules': { summary: 'The modules (content) of a training, in order.' },
  'POST /api/training-modules': { summary: 'Add a module (text, video, quiz, …) to a training.', body: ModuleBody, status: 201 },
  'PATCH /api/training-modules/:id': { summary: 'Edit a module.', body: ModulePatchBody },
  'DELETE /api/training-modules/:id': { summary: 'Remove a module.', status: 204 },
  'PATCH /api/trainings/:id/modules/batch-update': { summary: 'Reorder modules and switch them on or off in one step.', body: BatchUpdateBody },
  'GET /api/trainings/:id/tags': { summary: 'The tags of a training.' },
  'POST /api/trainings/:id/tags': { summary: 'Set the tags of a training.', body: TagIdsBody },
  'GET /api/trainings/:id/co-owner-candidates': { summary: 'Users who may become co-owners of the training.', query: CandidatesQuery },
  'POST /api/trainings/:id/co-owners': { summary: 'Add a co-owner to a training.', body: UserIdBody },
  'DELETE /api/trainings/:id/co-owners/:userId': { summary: 'Remove a co-owner from a training.', status: 204 },
  'GET /api/trainings/:id/instructor-candidates': { summary: 'Users who may be named the training’s instructor (active root, admin and manager users).', query: InstructorCandidatesQuery },
  'PUT /api/trainings/:id/instructor': {
    summary: 'Name the training’s responsible instructor (‘Ansprechperson’): shown in the player and on the evidence, answers the learners’ questions. The owner until another is named.',
    body: InstructorBody,
  },
  'GET /api/training-tags': { summary: 'Every tag usable in the company (built-in and the company’s own).' },
  'GET /api/company/training-tags': { summary: 'The company’s own tags with their usage.' },
  'POST /api/company/training-tags': { summary: 'Create a company tag.', body: CreateTagBody, status: 201 },
  'PATCH /api/company/training-tags/:id': { summary: 'Rename a company tag.', body: UpdateTagBody },
  'DELETE /api/company/training-tags/:id': { summary: 'Delete a company tag.', status: 204 },
};
