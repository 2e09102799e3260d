import { sessionCallerWithLang } from '../../../platform/http';
import type { Kernel } from '../../../platform/kernel';
import type { CallerWithLang } from '../../../shared/contracts/ids';
import type { Queryable } from '../../../platform/db';
import type { AppendRequest } from '../../../platform/eventstore';
import type { ErasureFacts, EventRedaction, LearningPersonalData, PersonalDataExport, PersonToRedact } from '../../../shared/contracts/privacy';

/** A person as data protection needs them: name, address and number, and the company they belong to. */
export interface PrivacyPerson {
  readonly id: string;
  readonly companyId: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly personnelNumber: string | null;
}

/** A person who left the company, as the job's preview lists them. */
export interface PrivacyLeaver {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly personnelNumber: string | null;
  readonly leftAt: string;
}

/** The account as the person's data export shows it, with the company it belongs to. */
export interface PrivacyAccount extends Readonly<PersonalDataExport['account']> {
  readonly companyId: string | null;
  readonly company: { readonly id: string; readonly name: string } | null;
}

/** A module's part of a pseudonymisation (ADR 0033 section 4): its rewritten events, its work in the transaction, its files after it. */
export interface Redactor {
  readonly module: string;
  redactions(person: PersonToRedact): Promise<readonly EventRedaction[]>;
  inTransaction?(tx: Queryable, person: PersonToRedact): Promise<readonly AppendRequest[]>;
  afterCommit?(person: PersonToRedact): Promise<void>;
}

/** What data protection asks of the other modules (wired in wiring.ts): each module answers for its own data. */
export interface PrivacyPorts {
  readonly people: {
    summaries(ids: readonly string[]): Promise<ReadonlyMap<string, PrivacyPerson>>;
    account(userId: string): Promise<PrivacyAccount | undefined>;
    signIns(userId: string): Promise<PersonalDataExport['signIns']>;
    /** A company's leavers gone before a cutoff (not root, not `excludeIds`), longest gone first, paged. */
    leavers(companyId: string, o: { leftBefore: Date; excludeIds: readonly string[]; limit: number; offset: number }): Promise<readonly PrivacyLeaver[]>;
    /** The ids of all such leavers (held people included when not excluded). */
    leaverIds(companyId: string, leftBefore: Date, excludeIds: readonly string[]): Promise<string[]>;
    signInCount(userIds: readonly string[]): Promise<number>;
    /** The companies that have people who left and are not pseudonymised yet (the job). */
    companiesWithLeavers(): Promise<string[]>;
  };
  readonly erasure: { facts(userId: string): Promise<ErasureFacts | undefined>; readonly redactors: readonly Redactor[] };
  readonly units: { memberOf(companyId: string, userId: string): Promise<PersonalDataExport['units']> };
  readonly learning: {
    personalData(companyId: string, userId: string): Promise<LearningPersonalData>;
    counts(companyId: string, userIds: readonly string[]): Promise<{ completions: number; questions: number }>;
  };
  readonly notifications: { of(userId: string): Promise<PersonalDataExport['notifications']> };
  readonly infolog: { readReceipts(userId: string): Promise<PersonalDataExport['readReceipts']>; readReceiptCount(userIds: readonly string[]): Promise<number> };
  readonly instruction: {
    participations(userId: string): Promise<PersonalDataExport['classroomSessions']>;
    participationCount(userIds: readonly string[]): Promise<number>;
  };
}

export interface PrivacyDeps {
  readonly k: Kernel;
  readonly ports: PrivacyPorts;
}

/** The signed-in company user calling a data-protection route, and the language they are answered in. */
export type Caller = CallerWithLang;
export const callerOf = sessionCallerWithLang;
