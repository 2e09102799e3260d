import type { Kernel } from '../../platform/kernel';
import type { MediaPorts } from './shared/ports';

/**
 * The modules media asks whether a stored file is shown to a reader (the product's modules, by
 * name). Their facades offer exactly the methods of media's ports, so they are the ports.
 */
export interface MediaProviders {
  readonly catalog: { facade(k: Kernel): MediaPorts['trainings'] };
  readonly infolog: { facade(k: Kernel): MediaPorts['infolog'] };
}

/** Media's ports (shared/ports.ts): the catalog's and the infolog's read rules, as their facades answer them. */
export function mediaPorts(k: Kernel, p: MediaProviders): MediaPorts {
  return { trainings: p.catalog.facade(k), infolog: p.infolog.facade(k) };
}
