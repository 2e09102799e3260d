// VIOLATION domain-is-pure: node:fs in a decider.
import { readFileSync } from 'node:fs';

export const read = readFileSync;
