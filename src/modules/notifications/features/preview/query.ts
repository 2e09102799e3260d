import { decode, httpError } from '../../../../platform/http';
import type { NotificationPreview } from '../../../../shared/contracts/notifications';
import { recordedKeys } from '../../read/notifications/queries';
import { dueNotifications, scannedUntil } from '../../read/due/scan';
import { storedSettings } from '../../read/settings/queries';
import type { Caller } from '../../shared/caller';
import { assertManagesNotifications } from '../../shared/access';
import type { NotificationDeps } from '../../shared/ports';
import { PreviewQuery } from './schema';

/** The longest span a preview covers. */
export const MAX_PREVIEW_DAYS = 400;
const DAY_MS = 86_400_000;

/**
 * What the company's settings will send from the scan's checkpoint (what the next scan sends) to
 * `until`, without sending: the time-based notifications from the stored dates, less those
 * recorded already. Root and admin.
 */
export async function previewNotifications(d: NotificationDeps, c: Caller, query: unknown): Promise<NotificationPreview> {
  assertManagesNotifications(c);
  const until = new Date(decode(PreviewQuery, query).until);
  const now = d.k.clock.now();
  if (until.getTime() <= now.getTime() || until.getTime() - now.getTime() > MAX_PREVIEW_DAYS * DAY_MS) {
    throw httpError(400, 'invalid_until', `„until“ muss nach jetzt und höchstens ${MAX_PREVIEW_DAYS} Tage entfernt liegen.`, `"until" must be after now and at most ${MAX_PREVIEW_DAYS} days away.`);
  }
  // what is due since the last scan goes out with the next one
  const from = (await scannedUntil(d.k.db)) ?? now;
  const settings = await storedSettings(d.k.db, c.companyId);
  const due = from < until ? await dueNotifications(d.k.db, d.source, settings, c.companyId, from, until) : [];
  const recorded = await recordedKeys(d.k.db, due);
  const items = due.filter((n) => !recorded.has(`${n.userId}|${n.trainingId}|${n.kind}|${n.cycle}`));
  const people = await d.ports.people.summaries([...new Set(items.map((n) => n.userId))]);
  const titles = await d.ports.trainings.titles(c.companyId, [...new Set(items.map((n) => n.trainingId))], c.lang);
  return {
    from: from.toISOString(),
    until: until.toISOString(),
    items: items.map((n) => {
      const p = people.get(n.userId);
      return {
        userId: n.userId,
        userName: p ? `${p.firstName} ${p.lastName}` : '',
        kind: n.kind,
        trainingId: n.trainingId,
        trainingTitle: titles.get(n.trainingId) ?? '',
        dueAt: n.dueAt.toISOString(),
        days: n.days,
      };
    }),
  };
}
