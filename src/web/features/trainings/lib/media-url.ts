/**
 * Stored media files are served under signed URLs (`/api/media/files/<company>/<file>?exp=&sig=`)
 * that expire; trainings keep the unsigned path and the server signs it again on every read.
 */
export function unsignedMediaPath(url: string | null | undefined): string | null {
  if (!url) return null;
  if (!url.includes('/api/media/files/')) return url;
  try {
    return new URL(url, window.location.origin).pathname;
  } catch {
    return url.split('?')[0] ?? url;
  }
}
