/** Saving what the app fetched as a file of the browser's downloads. */

/** Hands a blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Saves a fetched file under the name the server gives in Content-Disposition (else `fallback`). */
export async function saveResponse(response: Response, fallback: string): Promise<void> {
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;
  saveBlob(await response.blob(), name);
}
