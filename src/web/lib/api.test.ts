import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// the UI language module sets up i18next on the page's document: the client only asks it for the language
vi.mock('../i18n', () => ({ currentLanguage: () => 'de' }));

import { apiRequest, isProcessingMessage, isStillProcessing, StillProcessing } from './api';

const PROCESSING = 'Die Änderung ist gespeichert und wird verarbeitet. Sie ist in wenigen Augenblicken sichtbar.';

/** The web client against a real HTTP server answering as the product does. */
describe('the web API client and 202 "wird verarbeitet" (issue 31, item 5)', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/processing') {
        res.writeHead(202, { 'Content-Type': 'application/json', Location: '/api/read-models/caught-up?position=0/1/2&readModels=organization.groups' });
        res.end(JSON.stringify({ message: PROCESSING, code: 'processing', status: 'processing', position: '0/1/2', location: '/api/read-models/caught-up?position=0/1/2&readModels=organization.groups' }));
      } else if (req.url === '/accepted') {
        res.writeHead(202, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ queued: 3 }));
      } else {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: 'Nicht gefunden.', code: 'not_found' }));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('throws StillProcessing with where to ask, and its message counts as information, not as a failure', async () => {
    expect(isProcessingMessage(PROCESSING)).toBe(false);
    const err = await apiRequest(`${base}/processing`, { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StillProcessing);
    expect(isStillProcessing(err)).toBe(true);
    expect((err as StillProcessing).location).toBe('/api/read-models/caught-up?position=0/1/2&readModels=organization.groups');
    expect((err as StillProcessing).serverMessage).toBe(PROCESSING);
    expect(isProcessingMessage(PROCESSING)).toBe(true);
  });

  it('answers any other 202 and throws real errors as before', async () => {
    expect(await apiRequest(`${base}/accepted`, { method: 'POST', body: {} })).toEqual({ queued: 3 });
    const err = await apiRequest(`${base}/missing`).catch((e: unknown) => e);
    expect(isStillProcessing(err)).toBe(false);
    expect((err as Error).message).toBe('404: Nicht gefunden.');
    expect(isProcessingMessage('Nicht gefunden.')).toBe(false);
  });
});
