import { sessionCallerWithLang } from '../../../platform/http';
import type { Kernel } from '../../../platform/kernel';
import type { CallerWithLang } from '../../../shared/contracts/ids';
import type { LearningPersonalData, PersonalDataExport } from '../../../shared/contracts/privacy';

/** A person as data protection needs them: name, address and number, and the company they belong to. */
export interface PrivacyPerson {
  readonly id: string;
  readonly companyId: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly personnelNumber: string | null;
}

/** The account as the person's data export shows it, with the company it belongs to. */
export interface PrivacyAccount extends Readonly<PersonalDataExport['account']> {
  readonly companyId: string | null;
  readonly company: { readonly id: string; readonly name: string } | null;
}

/** What data protection asks of the other modules (wired in wiring.ts): each module answers for its own data. */
export interface PrivacyPorts {
  readonly people: {
    summaries(ids: readonly string[]): Promise<ReadonlyMap<string, PrivacyPerson>>;
    account(userId: string): Promise<PrivacyAccount | undefined>;
    signIns(userId: string): Promise<PersonalDataExport['signIns']>;
  };
  readonly units: { memberOf(companyId: string, userId: string): Promise<PersonalDataExport['units']> };
  readonly learning: { personalData(companyId: string, userId: string): Promise<LearningPersonalData> };
  readonly notifications: { of(userId: string): Promise<PersonalDataExport['notifications']> };
  readonly infolog: { readReceipts(userId: string): Promise<PersonalDataExport['readReceipts']> };
  readonly instruction: { participations(userId: string): Promise<PersonalDataExport['classroomSessions']> };
}

export interface PrivacyDeps {
  readonly k: Kernel;
  readonly ports: PrivacyPorts;
}

/** The signed-in company user calling a data-protection route, and the language they are answered in. */
export type Caller = CallerWithLang;
export const callerOf = sessionCallerWithLang;
