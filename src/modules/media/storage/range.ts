/** A single byte range request (RFC 9110 section 14), resolved against a file size. */
export type RangeAnswer =
  | { readonly kind: 'full' }
  | { readonly kind: 'partial'; readonly start: number; readonly end: number }
  | { readonly kind: 'unsatisfiable' };

/**
 * Resolves a `Range` header. Syntactically invalid or multi-range requests are answered with the
 * whole file (a server may ignore Range); a valid range that starts past the end is unsatisfiable.
 */
export function resolveRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: 'full' };
  const m = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!m) return { kind: 'full' };
  const specs = m[1]!.split(',').map((s) => s.trim()).filter(Boolean);
  if (specs.length !== 1) return { kind: 'full' };
  const r = /^(\d*)-(\d*)$/.exec(specs[0]!);
  if (!r) return { kind: 'full' };
  const [, first, last] = r;
  if (!first && !last) return { kind: 'full' };
  if (!first) {
    // suffix range: the last N bytes
    const n = Number(last);
    if (!Number.isSafeInteger(n)) return { kind: 'full' };
    if (n === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Number(last) : size - 1;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return { kind: 'full' };
  if (last && end < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}
