/**
 * Upload of a video to POST /api/video-projects/upload as streamed multipart/form-data through
 * XMLHttpRequest (fetch cannot report upload progress), with the bearer token and the UI language.
 */
import { currentLanguage } from '../../../i18n';
import { getToken } from '../../../lib/storage';

export interface UploadedVideo {
  id: string;
  videoUrl: string;
  posterUrl: string | null;
  duration: number;
  title: string;
  mimeType: string;
  size: number;
}

export interface Trim {
  trimStart: number;
  trimEnd: number;
  trimDuration: number;
}

export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(`${status}: ${serverMessage ?? 'Upload failed'}`);
    this.name = 'UploadError';
  }
}

export interface UploadHandle {
  promise: Promise<UploadedVideo>;
  abort(): void;
}

export function uploadVideo(input: { file: Blob; fileName: string; title: string; trim: Trim | null }, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadedVideo>((resolve, reject) => {
    const form = new FormData();
    form.append('title', input.title);
    if (input.trim) form.append('trim', JSON.stringify(input.trim));
    form.append('video', input.file, input.fileName);
    xhr.open('POST', '/api/video-projects/upload');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status === 201 && body && typeof body === 'object') {
        resolve(body as UploadedVideo);
        return;
      }
      const message = body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : undefined;
      reject(new UploadError(xhr.status, message ?? (xhr.statusText || undefined)));
    };
    xhr.onerror = () => reject(new UploadError(0, undefined));
    xhr.onabort = () => reject(new UploadError(0, 'aborted'));
    xhr.send(form);
  });
  return { promise, abort: () => xhr.abort() };
}
