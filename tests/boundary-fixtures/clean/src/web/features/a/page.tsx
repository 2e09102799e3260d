// Allowed: web feature a -> web feature b's index.ts (its public surface).
import { Widget } from '../b';

export const Page = () => Widget;
