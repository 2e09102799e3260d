import type { Training, TrainingInput } from '../api/types';
import type { TrainingsKey } from '../i18n';
import { toPair } from '../../../lib/localize';
import { BLANK_TRAINING_SETTINGS } from '../../../../shared/contracts/catalog';

/** The editable basic settings of a training (per-language title and description). */
export interface BasicValues extends Omit<TrainingInput, 'title' | 'description' | 'category'> {
  title: { de: string; en: string };
  description: { de: string; en: string };
  category: string;
}

export function emptyBasicValues(): BasicValues {
  return {
    title: { de: '', en: '' },
    description: { de: '', en: '' },
    ...BLANK_TRAINING_SETTINGS,
    category: '',
    requiresPracticalPart: false,
  };
}

export function valuesFromTraining(training: Training): BasicValues {
  return {
    title: toPair(training.title),
    description: toPair(training.description),
    status: training.status,
    isRequired: training.isRequired,
    requiresRecertification: training.requiresRecertification,
    recertificationPeriod: training.requiresRecertification ? training.recertificationPeriod : null,
    imageId: training.imageId,
    imageUrl: training.imageUrl,
    category: training.category ?? '',
    difficulty: training.difficulty,
    duration: training.duration,
    requiresPracticalPart: training.requiresPracticalPart,
  };
}

const pair = (p: { de: string; en: string }) => {
  const out: { de?: string; en?: string } = {};
  if (p.de.trim()) out.de = p.de.trim();
  if (p.en.trim()) out.en = p.en.trim();
  return out;
};

/** Request body for POST/PATCH /api/trainings. */
export function toTrainingInput(values: BasicValues): TrainingInput {
  return {
    title: pair(values.title),
    description: pair(values.description),
    status: values.status,
    isRequired: values.isRequired,
    requiresRecertification: values.requiresRecertification,
    // Turning recertification off clears the period (spec section 5).
    recertificationPeriod: values.requiresRecertification ? values.recertificationPeriod : null,
    imageId: values.imageId,
    imageUrl: values.imageUrl,
    category: values.category.trim() || null,
    difficulty: values.difficulty,
    duration: values.duration,
    requiresPracticalPart: values.requiresPracticalPart,
  };
}

export const sameValues = (a: BasicValues, b: BasicValues) => JSON.stringify(toTrainingInput(a)) === JSON.stringify(toTrainingInput(b));

const isBlank = (p: { de: string; en: string }) => !p.de.trim() && !p.en.trim();

/**
 * Spec section 5: title and description required ('Please fill in all required fields.'), a
 * period when recertification is on; saving existing basic settings with an empty title says
 * 'Der Titel darf nicht leer sein.'.
 */
export function validateBasicValues(values: BasicValues, mode: 'create' | 'edit'): TrainingsKey | null {
  if (mode === 'edit' && isBlank(values.title)) return 'form.titleEmpty';
  if (isBlank(values.title) || isBlank(values.description)) return 'form.requiredFields';
  if (values.requiresRecertification && !values.recertificationPeriod) return 'form.periodRequired';
  return null;
}

export const missingTitle = (values: BasicValues) => isBlank(values.title);
export const missingDescription = (values: BasicValues) => isBlank(values.description);
