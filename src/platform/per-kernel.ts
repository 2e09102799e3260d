import type { Kernel } from './kernel';

/** A value of each kernel, made on first use and kept as long as the kernel lives. */
export interface PerKernel<T> {
  (k: Kernel): T;
  /** The kernel's value if it was made (what never started needs no stopping). */
  existing(k: Kernel): T | undefined;
}

/** One value per kernel (a module's deps, its dispatchers), made by `make` the first time it is asked for. */
export function perKernel<T>(make: (k: Kernel) => T): PerKernel<T> {
  const made = new WeakMap<Kernel, T>();
  const of = (k: Kernel): T => {
    let v = made.get(k);
    if (v === undefined) made.set(k, (v = make(k)));
    return v;
  };
  return Object.assign(of, { existing: (k: Kernel) => made.get(k) });
}
