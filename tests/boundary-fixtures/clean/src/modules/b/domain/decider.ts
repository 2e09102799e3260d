// Allowed: module b -> module a's index.ts (directory import resolves to index.ts).
import { ThingCreated } from '../../a';

export const decide = () => ThingCreated;
