import { useParams, useSearch } from '@tanstack/react-router';
import { RequirePermission } from '../../components/require-permission';
import { TrainingPlayer } from '../../features/player/components/player-page';

/** A search value as text: the router parses values that look like JSON (numbers) on its own. */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * /training/$id and /mobile render the same player (spec section 2). /mobile reads the training id
 * from the query string: `/mobile?id=<trainingId>` (`?trainingId=` is accepted as well).
 * `?questions=1` opens the questions to the instructor (the links of answer mails and the bell).
 */
export default function TrainingPlayerRoute() {
  const params = useParams({ strict: false });
  const search: Record<string, unknown> = useSearch({ strict: false });
  const id = text(params.id) ?? text(search.id) ?? text(search.trainingId);
  return (
    <RequirePermission permission="trainingPlayer">
      <TrainingPlayer trainingId={id} openQuestions={search.questions !== undefined && search.questions !== null && search.questions !== false} />
    </RequirePermission>
  );
}
