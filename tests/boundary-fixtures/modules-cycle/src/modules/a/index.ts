// VIOLATION no-circular-between-modules: a -> b -> a (each via index.ts only).
import { b } from '../b';

export const a = () => b;
