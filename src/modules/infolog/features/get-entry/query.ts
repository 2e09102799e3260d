import type { ChangelogEntry } from '../../../../shared/contracts/infolog';
import { loadMessage, mayRead } from '../../shared/access';
import type { Caller } from '../../shared/caller';
import { entriesOf } from '../../shared/entries';
import { MESSAGE_NOT_FOUND } from '../../shared/errors';
import type { InfologDeps } from '../../shared/ports';

/**
 * One entry (the dashboard's ?highlight=) for members of its group and the edit level; everyone
 * else gets 404, as for an unknown id.
 */
export async function getEntry(d: InfologDeps, c: Caller, messageId: string): Promise<ChangelogEntry> {
  const { m, g } = await loadMessage(d, c, messageId);
  if (!(await mayRead(d, c, g))) throw MESSAGE_NOT_FOUND();
  return (await entriesOf(d, c, [m], new Map([[g.id, g.name]])))[0]!;
}
