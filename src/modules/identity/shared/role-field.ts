import { Schema } from 'effect';
import { msg } from '../../../platform/http';
import { Role } from '../domain/events';

const InvalidRole = { de: 'Bitte wählen Sie eine gültige Rolle.', en: 'Please choose a valid role.' };
const ROLES: readonly string[] = Role.literals;

/** A role name; anything else is 'Please choose a valid role.' (whether the caller may give it is the policy's call). */
export const RoleField = Schema.String.pipe(Schema.filter((s): s is Role => ROLES.includes(s), { message: msg(InvalidRole) }));
