// VIOLATION domain-is-pure: fs/promises (without the node: prefix) in a decider.
import { readFile } from 'fs/promises';

export const read = readFile;
