/**
 * Contact requests of the landing page (docs/api/contact.md): the public form and the master
 * backoffice's list. Pure types, shared by the server and the web app.
 */

/** The choices of the form's "employees" field. */
export const EMPLOYEE_RANGES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;
export type EmployeeRange = (typeof EMPLOYEE_RANGES)[number];

/** At most this many characters in a message. */
export const CONTACT_MESSAGE_MAX = 5000;
/** Contact requests per page in the backoffice. */
export const CONTACT_PAGE_SIZE = 15;

/** POST /api/contact */
export interface ContactRequestBody {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly company?: string | null;
  readonly phone?: string | null;
  readonly employees?: EmployeeRange | null;
  readonly message: string;
  readonly gdprConsent: boolean;
}

/** The answer of POST /api/contact (201). */
export interface ContactReceipt {
  readonly id: string;
  readonly message: string;
}

export interface ContactRequestView {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly company: string | null;
  readonly phone: string | null;
  readonly employees: string | null;
  readonly message: string;
  /** Language of the form (de, en). */
  readonly lang: string;
  readonly requestedAt: string;
  readonly done: boolean;
  readonly doneAt: string | null;
}

export type ContactStatusFilter = 'all' | 'open' | 'done';

/** GET /api/master/contact-requests */
export interface ContactRequestPage {
  readonly requests: readonly ContactRequestView[];
  readonly totalCount: number;
  readonly totalPages: number;
  readonly page: number;
  readonly pageSize: number;
  /** Requests not marked done (whatever the filter). */
  readonly openCount: number;
}
