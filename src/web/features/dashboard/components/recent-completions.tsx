import { CompletionsList } from '../../learning';
import { RECENT_COMPLETIONS } from '../api/prefetch';

/** The newest certificates on the dashboard (a module of its own: it is loaded after the first paint). */
export function RecentCompletions() {
  return <CompletionsList limit={RECENT_COMPLETIONS} />;
}
