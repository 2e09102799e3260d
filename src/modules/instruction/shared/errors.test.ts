import { describe, expect, it } from 'vitest';
import { toHttpError } from './errors';

describe('classroom session errors (issue 32 item 7)', () => {
  it('answers the statuses the issue names', () => {
    const status = (e: Parameters<typeof toHttpError>[0]) => toHttpError(e).status;
    // unknown or foreign ids, a participant not of the company
    expect([status('SessionNotFound'), status('TrainingNotFound'), status('PersonNotFound')]).toEqual([404, 404, 404]);
    // signing for someone not on the list, a second signature, closing without any signature, opening more than 7 days late
    expect([status('NotAParticipant'), status('AlreadySigned'), status('NoSignatures'), status('SessionTooOld')]).toEqual([409, 409, 409, 409]);
    // a signature that is not a PNG, is blank or is over 200 KB
    expect([status('SignatureNotPng'), status('SignatureBlank'), status('SignatureTooLarge')]).toEqual([400, 400, 400]);
  });

  it('says each in German and English', () => {
    const e = toHttpError('SessionTooOld');
    expect(e.messages.de).toBe('Die Unterweisung liegt mehr als 7 Tage zurück und kann nicht mehr am Tablet geöffnet werden. Laden Sie die unterschriebene Liste hoch.');
    expect(e.messages.en).toBe('The session is more than 7 days in the past and can no longer be opened on the tablet. Upload the signed list instead.');
  });
});
