// VIOLATION server-not-to-web: a module imports from the browser app.
import { de } from '../../../web/i18n/de';

export const title = de.title;
