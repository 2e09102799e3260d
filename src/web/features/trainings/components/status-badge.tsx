import type { TrainingStatus } from '../api/types';
import { useTrainingsT } from '../i18n';

/** Entwurf / Veröffentlicht / Archiviert. */
export function StatusBadge({ status }: { status: TrainingStatus }) {
  const { t } = useTrainingsT();
  return (
    <span className={`tr-status tr-status--${status}`} data-testid="training-status">
      <span className="tr-status__dot" aria-hidden="true" />
      {t(`status.${status}`)}
    </span>
  );
}
