import type { PrivacyPerson } from './deps';

/** "First Last" of a person identity knows, '' for one it does not. */
export const personName = (p: PrivacyPerson | undefined): string => (p ? `${p.firstName} ${p.lastName}`.trim() : '');
