import type { Projection } from '../../../platform/projections';
import { birthDatesProjection, enrolmentsProjection } from './enrolments/projection';
import { questionsProjection } from './questions/projection';

/** The module's read models: enrolments and completions, the learners' dates of birth, questions to the instructor. */
export const learningProjections: Projection[] = [enrolmentsProjection, birthDatesProjection, questionsProjection];
