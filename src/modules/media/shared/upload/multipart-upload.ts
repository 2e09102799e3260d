import busboy from 'busboy';
import type { IncomingMessage } from 'node:http';
import { UploadError, type UploadSink } from '../../storage/file-store';

export interface MultipartUploadOptions {
  /** Accepted names of the file field (the first one wins). */
  readonly fileFields: readonly string[];
  readonly maxBodyBytes: number;
  readonly maxFieldBytes: number;
  /** Called when the file part starts; may throw (wrong type). */
  openSink(declaredType: string, fileName: string): UploadSink;
}

export interface MultipartUpload {
  readonly fields: Readonly<Record<string, string>>;
  readonly file: { readonly sink: UploadSink; readonly declaredType: string; readonly fileName: string } | null;
}

/**
 * Streams a multipart/form-data body with busboy: the file goes chunk by chunk into the sink (its
 * size limit refuses the upload as soon as it is passed), small text fields are collected.
 * Resolves when the whole body has been read and the file written; rejects with an UploadError
 * at the first problem, after which the caller drains the rest of the request.
 */
export function readMultipartUpload(req: IncomingMessage, opts: MultipartUploadOptions): Promise<MultipartUpload> {
  return new Promise<MultipartUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: { sink: UploadSink; declaredType: string; fileName: string } | null = null;
    let writing: Promise<void> = Promise.resolve();
    let failed = false;
    let total = 0;
    let bb: busboy.Busboy;

    const fail = (err: unknown) => {
      if (failed) return;
      failed = true;
      req.unpipe(bb);
      req.off('data', count);
      bb.removeAllListeners();
      bb.on('error', () => undefined);
      bb.destroy();
      const sink = file?.sink;
      void (sink ? sink.discard() : Promise.resolve()).finally(() =>
        reject(err instanceof UploadError ? err : new UploadError('malformed', err instanceof Error ? err.message : String(err))),
      );
    };
    const count = (c: Buffer) => {
      total += c.length;
      if (total > opts.maxBodyBytes) fail(new UploadError('too_large'));
    };

    try {
      bb = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { files: 1, fields: 20, parts: 30, fieldSize: opts.maxFieldBytes, fieldNameSize: 100, headerPairs: 50 },
      });
    } catch (err) {
      reject(new UploadError('malformed', err instanceof Error ? err.message : 'bad multipart header'));
      return;
    }

    bb.on('file', (name, stream, info) => {
      // destroying the parser on failure destroys the open file stream with an error
      stream.on('error', () => undefined);
      if (failed || file || !opts.fileFields.includes(name)) {
        stream.resume();
        return;
      }
      let sink: UploadSink;
      try {
        sink = opts.openSink((info.mimeType || 'application/octet-stream').toLowerCase(), info.filename ?? '');
      } catch (err) {
        stream.resume();
        fail(err);
        return;
      }
      file = { sink, declaredType: (info.mimeType || 'application/octet-stream').toLowerCase(), fileName: info.filename ?? '' };
      writing = (async () => {
        for await (const chunk of stream) {
          if (failed) return;
          await sink.write(chunk as Buffer);
        }
      })().catch((err: unknown) => {
        stream.resume();
        fail(err);
      });
    });
    bb.on('field', (name, value, info) => {
      if (info.valueTruncated || info.nameTruncated) {
        fail(new UploadError('malformed', `field ${name} too large`));
        return;
      }
      fields[name] = value;
    });
    bb.on('filesLimit', () => fail(new UploadError('malformed', 'more than one file')));
    bb.on('fieldsLimit', () => fail(new UploadError('malformed', 'too many fields')));
    bb.on('partsLimit', () => fail(new UploadError('malformed', 'too many parts')));
    bb.on('error', (err: unknown) => fail(err));
    bb.on('close', () => {
      void writing.then(() => {
        if (!failed) resolve({ fields, file });
      });
    });
    req.on('aborted', () => fail(new UploadError('aborted')));
    req.on('error', (err) => fail(err));
    req.on('data', count);
    req.pipe(bb);
  });
}
