/**
 * The first of `formats` (best first) that `isSupported` accepts, e.g. with MediaRecorder.isTypeSupported;
 * a check that throws counts as not supported.
 */
export function firstSupported(formats: readonly string[], isSupported: (type: string) => boolean): string | undefined {
  return formats.find((f) => {
    try {
      return isSupported(f);
    } catch {
      return false;
    }
  });
}
