import { isApiError } from '../../../lib/api';

export { localize, personName } from '../../../lib/localize';

type Named = { firstName: string; lastName: string };

export function initialsOf(person: Named | null | undefined): string {
  if (!person) return '?';
  return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase() || '?';
}

export const isForbidden = (error: unknown) => isApiError(error) && error.status === 403;
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
