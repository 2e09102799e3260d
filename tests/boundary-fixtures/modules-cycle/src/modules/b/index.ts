// VIOLATION no-circular-between-modules: b -> a -> b.
import { a } from '../a';

export const b = () => a;
