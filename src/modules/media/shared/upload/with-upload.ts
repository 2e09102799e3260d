import { gatedRoutes, type AppContext, type RouteDeclaration } from '../../../../platform/http';
import { P, type RoutePermission } from '../../../../shared/route-permissions';
import { requireUploader, type Actor } from '../access';
import type { MediaDeps, MediaHttpDeps } from '../deps';
import { uploadFailure } from '../errors';
import { drainRequest, receiveUpload, type ReceivedUpload, type UploadSpec } from './receive';

/** The uploader, checked before a byte of the body is read; a refused body is drained. */
export function uploaderBeforeBody(ctx: AppContext): Actor {
  try {
    return requireUploader(ctx.state.principal);
  } catch (err) {
    drainRequest(ctx.req);
    throw err;
  }
}

/**
 * Receives an upload for `handle`; the temporary file is deleted afterwards (unless moved to its
 * content address), and a refused body is drained so the client reads the answer.
 */
export async function withUpload<T>(ctx: AppContext, d: MediaDeps, spec: UploadSpec, kind: 'video' | 'image', handle: (u: ReceivedUpload) => Promise<T>): Promise<T> {
  let upload: ReceivedUpload | undefined;
  try {
    upload = await receiveUpload(ctx.req, d.dirs.tmp, spec);
    return await handle(upload);
  } catch (err) {
    drainRequest(ctx.req);
    throw uploadFailure(err, kind);
  } finally {
    await upload?.discard();
  }
}

const uploaderRoute = gatedRoutes(P('mediaUpload'), uploaderBeforeBody);

/**
 * Declares an upload (`POST`, multipart/form-data or JSON with a data URL, 201): the uploader is
 * checked before a byte of the body is read, then `handle` gets the received upload (withUpload).
 */
export function uploadRoute<T>(
  spec: { readonly path: `/api/${string}`; readonly summary: string },
  receive: UploadSpec,
  kind: 'video' | 'image',
  handle: (d: MediaDeps, actor: Actor, upload: ReceivedUpload) => Promise<T>,
): RouteDeclaration<MediaHttpDeps, RoutePermission> {
  return uploaderRoute({ method: 'POST', ...spec, upload: 'multipart/form-data', status: 201 }, (actor, { d }: MediaHttpDeps, _input, ctx) =>
    withUpload(ctx, d, receive, kind, (upload) => handle(d, actor, upload)),
  );
}
