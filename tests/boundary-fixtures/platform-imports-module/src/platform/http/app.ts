// VIOLATION platform-not-to-modules: the kernel imports a business module.
import { moduleA } from '../../modules/a';

export const modules = [moduleA];
