import { sessionCallerWithLang } from '../../../platform/http';
import type { Kernel } from '../../../platform/kernel';
import type { CallerWithLang } from '../../../shared/contracts/ids';

/** A person as data protection needs them: name, address and number, and the company they belong to. */
export interface PrivacyPerson {
  readonly id: string;
  readonly companyId: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly personnelNumber: string | null;
}

/** What data protection asks of the other modules (wired in wiring.ts). */
export interface PrivacyPorts {
  readonly people: { summaries(ids: readonly string[]): Promise<ReadonlyMap<string, PrivacyPerson>> };
}

export interface PrivacyDeps {
  readonly k: Kernel;
  readonly ports: PrivacyPorts;
}

/** The signed-in company user calling a data-protection route, and the language they are answered in. */
export type Caller = CallerWithLang;
export const callerOf = sessionCallerWithLang;
