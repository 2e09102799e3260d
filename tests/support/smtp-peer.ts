/** A real SMTP peer on loopback for mail tests (shared by the infolog and notification mail tests). */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A mail as the SMTP peer received it (headers decoded, the plain-text part). */
export interface Received {
  to: string;
  messageId: string;
  subject: string;
  text: string;
}

/** Decodes quoted-printable bytes (soft line breaks, =XX) as UTF-8. */
function decodeQp(s: string): string {
  const bytes: number[] = [];
  const src = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-F]{2}$/i.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(src[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes RFC 2047 encoded words (Q and B) of an unfolded header value. */
function decodeHeader(v: string): string {
  return v
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
    );
}

function parse(raw: string, to: string): Received {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  const body = rest.join('\n\n');
  // the plain-text part of the multipart/alternative mail
  const textPart = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)\r?\n--/i.exec(body)?.[1] ?? body;
  return { to, messageId: header('Message-ID'), subject: decodeHeader(header('Subject')), text: decodeQp(textPart) };
}

/** A real SMTP peer on loopback; recipients can be refused temporarily (451, once) or permanently (550). */
export async function startSmtpPeer() {
  const messages: Received[] = [];
  const rcptAttempts = new Map<string, number>();
  const failOnce = new Set<string>();
  const failAlways = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // no DNS lookups of 127.0.0.1 per connection (slow resolvers made the first mails late)
    disableReverseLookup: true,
    onRcptTo(address, _session, callback) {
      const a = address.address.toLowerCase();
      rcptAttempts.set(a, (rcptAttempts.get(a) ?? 0) + 1);
      if (failAlways.has(a)) return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      if (failOnce.delete(a)) return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        for (const r of session.envelope.rcptTo) messages.push(parse(raw, r.address.toLowerCase()));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return { url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, messages, rcptAttempts, failOnce, failAlways, close: () => new Promise<void>((r) => server.close(() => r())) };
}
