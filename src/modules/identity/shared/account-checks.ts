import { HttpError } from '../../../platform/http';
import { formatDocumentDate, type Lang } from '../../../platform/i18n';
import { ACCESS_ENDED, ACCOUNT_DEACTIVATED } from './errors';

/** The last day, printed per language (the day itself, no time zone shift). */
const lastDay = (accessUntil: string, lang: Lang) => formatDocumentDate(`${accessUntil}T12:00:00Z`, lang);

const accessEnded = (accessUntil: string) =>
  new HttpError(403, 'access_ended', { de: ACCESS_ENDED.de.replace('{date}', lastDay(accessUntil, 'de')), en: ACCESS_ENDED.en.replace('{date}', lastDay(accessUntil, 'en')) }, { accessUntil });

/** After the secret was found right, whatever the way in: a deactivated account 403, one past its access end 403. */
export function assertAccountUsable(a: { readonly isActive: boolean; readonly accessUntil: string | null; readonly accessEndsAt: Date | null }, now: Date): void {
  if (!a.isActive) throw new HttpError(403, 'account_deactivated', ACCOUNT_DEACTIVATED);
  if (a.accessUntil !== null && a.accessEndsAt !== null && a.accessEndsAt <= now) throw accessEnded(a.accessUntil);
}
