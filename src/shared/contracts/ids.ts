/**
 * Branded ids of the product's main entities (ADR 0006). A plain string is not a `TrainingId`:
 * decode it at the edge (route params, bodies) with these Schemas, and the compiler keeps a
 * user id from being passed where a training id is expected.
 */
import { Schema } from 'effect';

export const CompanyId = Schema.String.pipe(Schema.brand('CompanyId'));
export type CompanyId = typeof CompanyId.Type;

export const UserId = Schema.String.pipe(Schema.brand('UserId'));
export type UserId = typeof UserId.Type;

export const TrainingId = Schema.String.pipe(Schema.brand('TrainingId'));
export type TrainingId = typeof TrainingId.Type;

export const GroupId = Schema.String.pipe(Schema.brand('GroupId'));
export type GroupId = typeof GroupId.Type;
