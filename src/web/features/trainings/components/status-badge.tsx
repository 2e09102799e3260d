import type { TrainingStatus } from '../api/types';
import { useTrainingsT } from '../i18n';

/** Entwurf / Veröffentlicht / Archiviert. */
export function StatusBadge({ status }: { status: TrainingStatus }) {
  const { t } = useTrainingsT();
  return (
    <span className={`status-pill status-pill--${status}`} data-testid="training-status">
      <span className="status-pill__dot" aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
