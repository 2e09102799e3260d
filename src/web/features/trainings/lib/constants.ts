/** Constants of the trainings UI (spec sections 3, 5 and 9): copies of the server's vocabulary, the limits from src/shared/rules. */
import { LIBRARY_PAGE_SIZE, MAX_CO_OWNERS } from '../../../../shared/rules';
import type { Difficulty, TagCategory, TrainingStatus } from '../api/types';

/** The 18 preset tag colors, as the server accepts them. */
export { TAG_COLORS, DEFAULT_TAG_COLOR } from '../../../../shared/contracts/catalog';

export const TAG_CATEGORIES: readonly TagCategory[] = ['safety', 'technical', 'compliance', 'general'];
export const STATUSES: readonly TrainingStatus[] = ['draft', 'published', 'archived'];
export const DIFFICULTIES: readonly Difficulty[] = ['beginner', 'intermediate', 'advanced'];
export { OWNERSHIPS } from '../../../lib/list-queries';

/** Recertification periods the builder offers (spec section 3). */
export const BUILDER_PERIODS = ['6_months', '9_months', '1_year', '2_years'] as const;

/** Preset gallery categories (spec section 2), in display order. */
export const GALLERY_CATEGORIES = ['safety', 'technology', 'management', 'communication', 'compliance', 'health'] as const;

export { LIBRARY_PAGE_SIZE, MAX_CO_OWNERS };
export const MIN_ANSWERS = 2;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const SEARCH_DEBOUNCE_MS = 300;
/** The bundle conflict toast stays 8 s (spec section 8). */
export const BUNDLE_CONFLICT_TOAST_SECONDS = 8;
