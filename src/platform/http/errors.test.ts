import { describe, expect, it } from 'vitest';
import { errorTable, HttpError } from './errors';

type Failure = 'NotFound' | 'NameMissing';

const toHttpError = errorTable<Failure>({
  NotFound: [404, 'thing_not_found', { de: 'Nicht gefunden.', en: 'Not found.' }],
  NameMissing: [400, 'name_required', { de: 'Bitte geben Sie einen Namen ein.', en: 'Please enter a name.' }, { field: 'name' }],
});

describe('errorTable', () => {
  it('turns a named failure into its row: status, code, both messages and the extra fields', () => {
    const error = toHttpError('NameMissing');
    expect(error).toBeInstanceOf(HttpError);
    expect({ status: error.status, code: error.code, messages: error.messages, extra: error.extra }).toEqual({
      status: 400,
      code: 'name_required',
      messages: { de: 'Bitte geben Sie einen Namen ein.', en: 'Please enter a name.' },
      extra: { field: 'name' },
    });
    expect(toHttpError('NotFound').extra).toEqual({});
  });

  it('makes a new error on every call (a thrown error carries its own stack)', () => {
    expect(toHttpError('NotFound')).not.toBe(toHttpError('NotFound'));
  });

  it('does not compile without a row for every failure', () => {
    // @ts-expect-error 'NameMissing' has no row
    errorTable<Failure>({ NotFound: [404, 'thing_not_found', { de: 'Nicht gefunden.', en: 'Not found.' }] });
  });
});
