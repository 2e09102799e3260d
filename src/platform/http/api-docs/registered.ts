import type { AppRouter } from '../context';
import type { RegisteredRoute } from './types';

/** Every route of the routers as registered (method and Koa path with prefix; HEAD, which GET implies, left out). */
export function registeredRoutes(routers: readonly AppRouter[]): RegisteredRoute[] {
  const out: RegisteredRoute[] = [];
  for (const r of routers) {
    for (const layer of r.stack) for (const method of layer.methods) if (method !== 'HEAD') out.push({ method, path: String(layer.path) });
  }
  return out;
}

/** `/api/users/:id` → `/api/users/{id}` (OpenAPI path template). */
export const openApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The names of a path's parameters, in order. */
export const pathParams = (path: string): string[] => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
