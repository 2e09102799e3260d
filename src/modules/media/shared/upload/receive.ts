import type { IncomingMessage } from 'node:http';
import { drainBody } from '../../../../platform/http';
import { UploadError, UploadSink, type ReceivedFile } from '../../storage/file-store';
import { sniff, type Sniffed } from '../../storage/sniff';
import { readJsonUpload } from './json-upload';
import { readMultipartUpload } from './multipart-upload';

/** What an upload route accepts. */
export interface UploadSpec {
  /** JSON key / multipart field names of the file (the first is the documented one). */
  readonly fileFields: readonly string[];
  readonly maxFileBytes: number;
  /** Declared type acceptable (e.g. video/*); octet-stream and empty always pass to sniffing. */
  acceptsDeclared(type: string): boolean;
  /** Sniffed first bytes acceptable. */
  acceptsSniffed(s: Sniffed): boolean;
}

export interface ReceivedUpload {
  readonly file: ReceivedFile | null;
  readonly declaredType: string;
  readonly originalName: string;
  readonly fields: Readonly<Record<string, unknown>>;
  /** Deletes the temporary file unless it was moved away; safe to call more than once. */
  discard(): Promise<void>;
}

const FIELD_BYTES = 64 * 1024;
/** Room for multipart boundaries and fields, or for the base64 growth (4/3) and JSON around it. */
const multipartBodyLimit = (max: number) => max + 1024 * 1024;
const jsonBodyLimit = (max: number) => Math.ceil((max * 4) / 3) + 1024 * 1024;
/** How much of a refused body is still read (and thrown away) so the client sees the answer. */
const DRAIN_LIMIT = 128 * 1024 * 1024;

const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);

function isConnectionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === 'ECONNRESET' || code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'ECONNABORTED';
}

function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Throws the remaining request body away (bounded), so a client that is still sending reads the
 * error answer instead of a reset connection; past the bound the connection is closed.
 */
export function drainRequest(req: IncomingMessage): void {
  drainBody(req, DRAIN_LIMIT);
}

/**
 * Receives an upload body (JSON with a data URL, or multipart/form-data) into a temporary file,
 * checking type and size while it streams in.
 */
export async function receiveUpload(req: IncomingMessage, tmpDir: string, spec: UploadSpec): Promise<ReceivedUpload> {
  const contentType = mediaTypeOf(req.headers['content-type']);
  const isJson = contentType === 'application/json' || contentType.endsWith('+json');
  const isMultipart = contentType === 'multipart/form-data';
  if (!isJson && !isMultipart) throw new UploadError('unsupported', contentType || 'no content type');
  const bodyLimit = isJson ? jsonBodyLimit(spec.maxFileBytes) : multipartBodyLimit(spec.maxFileBytes);
  const declaredLength = Number(req.headers['content-length']);
  if (Number.isFinite(declaredLength) && declaredLength > bodyLimit) throw new UploadError('too_large');

  const newSink = (declared: string) => {
    if (!GENERIC_TYPES.has(declared) && !spec.acceptsDeclared(declared)) throw new UploadError('wrong_type', `declared ${declared}`);
    return new UploadSink(tmpDir, spec.maxFileBytes, (head) => {
      if (!spec.acceptsSniffed(sniff(head))) throw new UploadError('wrong_type', 'content does not match');
    });
  };

  let sink: UploadSink | undefined;
  let declaredType: string;
  let originalName: string;
  let fields: Readonly<Record<string, unknown>>;
  if (isJson) {
    // destroyOnReturn false: a refused body must not reset the connection before the answer is sent
    const body = await readJsonUpload(req.iterator({ destroyOnReturn: false }), {
      fileKey: spec.fileFields[0]!,
      maxBodyBytes: bodyLimit,
      maxFieldBytes: FIELD_BYTES,
      openSink: (mime) => newSink(mime),
    }).catch((err: unknown) => {
      // the client went away mid-upload: not a server fault
      if (!(err instanceof UploadError) && (req.destroyed || isConnectionError(err))) throw new UploadError('aborted');
      throw err;
    });
    fields = body.fields;
    sink = body.file?.sink;
    declaredType = body.file?.mimeType ?? '';
    originalName = typeof fields.fileName === 'string' ? fields.fileName.slice(0, 255) : '';
  } else {
    const body = await readMultipartUpload(req, {
      fileFields: spec.fileFields,
      maxBodyBytes: bodyLimit,
      maxFieldBytes: FIELD_BYTES,
      openSink: (declared) => newSink(declared),
    });
    fields = body.fields;
    sink = body.file?.sink;
    declaredType = body.file?.declaredType ?? '';
    originalName = body.file?.fileName ?? '';
  }
  let file: ReceivedFile | null = null;
  if (sink) {
    try {
      file = await sink.finish();
    } catch (err) {
      await sink.discard();
      throw err;
    }
    if (file.size === 0) {
      await sink.discard();
      file = null;
    }
  }
  const owned = sink;
  return {
    file,
    declaredType,
    originalName,
    fields,
    discard: async () => {
      await owned?.discard();
    },
  };
}
