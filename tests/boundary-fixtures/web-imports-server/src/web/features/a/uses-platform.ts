// VIOLATION web-not-to-server: the browser app imports the platform.
import { t } from '../../../platform/i18n';

export const label = t('x');
