import { afterAll, beforeAll } from 'vitest';
import { smtpMailer } from '../../src/platform/mail';
import { client, startTestApp } from './app';
import { startSmtpPeer } from './smtp-peer';
import type { AppHandle } from './world';

/** The running product, a client of it and the SMTP peer it mails through. */
export interface SmtpApp extends AppHandle {
  readonly smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
}

/**
 * For one describe block (filled in by its `beforeAll`): a real SMTP peer on loopback and the
 * product on `target` mailing through it as Unterweisung Pro <no-reply@test.local>; both closed
 * after the block.
 */
export function useSmtpApp(target: Parameters<typeof startTestApp>[0], app: Omit<Parameters<typeof startTestApp>[1], 'mailer'> = {}): SmtpApp {
  const state: Partial<{ -readonly [K in keyof SmtpApp]: SmtpApp[K] }> = {};
  beforeAll(async () => {
    const smtp = await startSmtpPeer();
    state.smtp = smtp;
    state.t = await startTestApp(target, { ...app, mailer: smtpMailer(smtp.url, 'Unterweisung Pro <no-reply@test.local>') });
    state.api = client(state.t.baseUrl);
  });
  afterAll(async () => {
    await state.t?.close();
    await state.smtp?.close();
  });
  return state as SmtpApp;
}
