import { Alert, Button, Checkbox, Spin } from 'antd';
import { DUE_STATUSES, type InstructionCandidate } from '../../../../shared/contracts/instruction';
import { PROGRESS_STATUS_LABELS, type ProgressStatus } from '../../../../shared/contracts/learning';
import { personName } from '../../../lib/localize';
import { useCandidates } from '../api/queries';
import { useSessionsT } from '../i18n';

/** Whether a candidate is ticked before anyone chose: those for whom the training is due. */
export const preselected = (status: ProgressStatus | null) => status !== null && DUE_STATUSES.includes(status);

/** The ticked candidates: an explicit choice wins, otherwise the preselection. */
export function chosenIds(candidates: readonly InstructionCandidate[], choices: ReadonlyMap<string, boolean>): string[] {
  return candidates.filter((c) => choices.get(c.id) ?? preselected(c.status)).map((c) => c.id);
}

/**
 * The members of the chosen units with their status for the training, each with a checkbox,
 * preselected when due ("nur Fällige" on: everyone listed). `choices` holds what was ticked or
 * unticked by hand.
 */
export function CandidateList({
  trainingId,
  groupIds,
  dueOnly,
  choices,
  onChoices,
}: {
  trainingId: string;
  groupIds: readonly string[];
  dueOnly: boolean;
  choices: ReadonlyMap<string, boolean>;
  onChoices: (next: Map<string, boolean>) => void;
}) {
  const { t, language } = useSessionsT();
  const query = useCandidates(trainingId, groupIds, dueOnly);
  if (!trainingId || groupIds.length === 0) return <p className="is-muted is-candidates__hint">{t('plan.candidatesHint')}</p>;
  if (query.isPending) return <Spin className="is-candidates__spin" aria-label={t('common.loading')} />;
  if (query.isError) return <Alert type="warning" showIcon title={t('plan.candidatesError')} description={query.error.message} />;
  const { candidates } = query.data;
  if (candidates.length === 0) return <p className="is-muted is-candidates__hint" data-testid="candidates-empty">{t(dueOnly ? 'plan.candidatesNoneDue' : 'plan.candidatesNone')}</p>;

  const chosen = new Set(chosenIds(candidates, choices));
  const setAll = (value: boolean) => onChoices(new Map([...choices, ...candidates.map((c) => [c.id, value] as const)]));
  return (
    <div className="is-candidates" data-testid="candidates">
      <div className="is-candidates__bar">
        <span className="is-muted" aria-live="polite" data-testid="candidates-count">
          {t('plan.selectedCount', { count: chosen.size, total: candidates.length })}
        </span>
        <span>
          <Button size="small" type="link" onClick={() => setAll(true)}>
            {t('plan.selectAll')}
          </Button>
          <Button size="small" type="link" onClick={() => setAll(false)}>
            {t('plan.selectNone')}
          </Button>
        </span>
      </div>
      <ul className="is-candidates__list" aria-label={t('plan.candidatesLabel')}>
        {candidates.map((c) => (
          <li key={c.id} className="is-candidates__item">
            <Checkbox
              checked={chosen.has(c.id)}
              onChange={(e) => onChoices(new Map([...choices, [c.id, e.target.checked]]))}
              data-testid="candidate"
              data-user-id={c.id}
            >
              <span className="is-candidates__name">{personName(c)}</span>
              <span className="is-muted is-candidates__meta">
                {c.email} · {c.status ? PROGRESS_STATUS_LABELS[language][c.status] : t('plan.notAssigned')}
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
    </div>
  );
}
