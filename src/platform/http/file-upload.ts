import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { HttpError } from './errors';

/**
 * One file of a multipart/form-data body, handed to `consume` as a stream of chunks while it
 * arrives (never buffered whole): the size limit holds while streaming. For routes listed in the
 * app's `streamedBodyPaths` (koa-body leaves their bodies alone). The rest of the request is
 * drained afterwards, so the client reads the answer also when the file was refused early.
 */
export interface SingleFileOptions {
  /** Name of the multipart field holding the file. */
  readonly field: string;
  readonly maxBytes: number;
  /** Collects the form's text fields here (at most 64 KB each); the answer then waits until the whole body is read, so fields after the file count too. */
  readonly fields?: Map<string, string>;
}

export interface FileInfo {
  readonly fileName: string;
  readonly mimeType: string;
}

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const fileTooLarge = (maxBytes: number) =>
  new HttpError(413, 'file_too_large', {
    de: `Die Datei ist zu groß (höchstens ${mb(maxBytes)} MB).`,
    en: `The file is too large (at most ${mb(maxBytes)} MB).`,
  });

const notMultipart = () =>
  new HttpError(415, 'multipart_required', {
    de: 'Bitte senden Sie die Datei als multipart/form-data.',
    en: 'Please send the file as multipart/form-data.',
  });

const noFile = (field: string) =>
  new HttpError(
    400,
    'file_missing',
    { de: 'Bitte wählen Sie eine Datei aus.', en: 'Please choose a file.' },
    { field },
  );

const malformed = () => new HttpError(400, 'malformed_upload', { de: 'Die Datei konnte nicht empfangen werden.', en: 'The file could not be received.' });

/** Reads and throws away what is left of the request (bounded), so that the answer reaches the client. */
export function drainBody(req: IncomingMessage, limit = 64 * 1024 * 1024): void {
  if (req.complete || req.destroyed) return;
  let drained = 0;
  req.unpipe();
  req.on('data', (c: Buffer) => {
    drained += c.length;
    if (drained > limit) req.destroy();
  });
  req.on('error', () => undefined);
  req.resume();
}

async function* limited(stream: AsyncIterable<Buffer>, maxBytes: number): AsyncGenerator<Buffer> {
  let total = 0;
  for await (const chunk of stream) {
    total += chunk.length;
    if (total > maxBytes) throw fileTooLarge(maxBytes);
    yield chunk;
  }
}

/** Streams the one file of the request into `consume`; 415 without multipart, 413 past the limit, 400 without the file. */
export async function receiveSingleFile<T>(req: IncomingMessage, o: SingleFileOptions, consume: (chunks: AsyncIterable<Buffer>, info: FileInfo) => Promise<T>): Promise<T> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'multipart/form-data') {
    drainBody(req);
    throw notMultipart();
  }
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > o.maxBytes + 1024 * 1024) {
    drainBody(req);
    throw fileTooLarge(o.maxBytes);
  }
  try {
    return await new Promise<T>((resolve, reject) => {
      let bb: busboy.Busboy;
      try {
        bb = busboy({ headers: req.headers, defParamCharset: 'utf8', limits: { files: 1, fileSize: o.maxBytes + 1, fields: 20, parts: 30, fieldSize: 64 * 1024 } });
      } catch {
        reject(malformed());
        return;
      }
      let started = false;
      let closed = false;
      let consumed: { value: T } | undefined;
      const settle = () => {
        if (consumed && (closed || !o.fields)) resolve(consumed.value);
      };
      if (o.fields) bb.on('field', (name, value) => o.fields!.set(name, value));
      bb.on('file', (name, stream, info) => {
        stream.on('error', () => undefined);
        if (started || name !== o.field) {
          stream.resume();
          return;
        }
        started = true;
        consume(limited(stream, o.maxBytes), { fileName: info.filename ?? '', mimeType: (info.mimeType || '').toLowerCase() }).then((value) => {
          consumed = { value };
          settle();
        }, (err: unknown) => {
          stream.resume();
          reject(err);
        });
      });
      bb.on('close', () => {
        closed = true;
        if (!started) reject(noFile(o.field));
        else settle();
      });
      bb.on('error', () => reject(malformed()));
      req.on('aborted', () => reject(malformed()));
      req.pipe(bb);
    });
  } finally {
    drainBody(req);
  }
}
