/**
 * Types of the parts of the `xliff` package (locize, XLIFF 2.x and 1.2 <-> JS) the catalog uses
 * for the translators' round trip (ADR 0030 §6); the package ships no types of its own.
 */
declare module 'xliff' {
  /** A text: plain, or a list of text and inline elements (`{[ElementType]: {id, contents?, ...}}`). */
  export type XliffValue = string | readonly (string | Readonly<Record<string, unknown>>)[] | Readonly<Record<string, unknown>>;

  export interface XliffUnit {
    source?: XliffValue;
    target?: XliffValue;
    note?: XliffValue | XliffValue[];
    additionalAttributes?: Record<string, string>;
    /** A `<group>`: its units by id. */
    groupUnits?: Record<string, XliffUnit>;
  }

  /** A document: its files by id (2.x) or `original` (1.2), each with its units by id. */
  export interface XliffDocument {
    sourceLanguage?: string;
    targetLanguage?: string;
    xliffVersion?: string;
    resources?: Record<string, Record<string, XliffUnit>>;
  }

  /** XLIFF 2.0 (also 2.1, 2.2) to JS; a document of another version gives no `resources`. Rejects when the text is no XML. */
  export function xliff2js(xml: string, options?: { namespace?: string }): Promise<XliffDocument>;
  /** XLIFF 1.2 to JS. */
  export function xliff12ToJs(xml: string, options?: { namespace?: string }): Promise<XliffDocument>;
  /** JS to XLIFF 2.0 (`targetXliffVersion` '2.1', '2.2' too); one `<file id>` per resource. */
  export function js2xliff(doc: XliffDocument, options?: { indent?: string; targetXliffVersion?: string }): Promise<string>;
}
