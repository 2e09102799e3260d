/** The signature pad's height: what the window leaves beside `reserved` px of the rest of the step, between 160 and 280 (fixed once drawn: a change would empty the pad). */
export function padHeight(reserved: number): number {
  const available = (typeof window === 'undefined' ? 768 : window.innerHeight) - reserved;
  return Math.round(Math.min(280, Math.max(160, available)));
}
