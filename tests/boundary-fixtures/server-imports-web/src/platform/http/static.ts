// VIOLATION server-not-to-web: the platform imports from the browser app.
import { de } from '../../web/i18n/de';

export const title = de.title;
