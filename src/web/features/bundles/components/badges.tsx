import { Tooltip } from 'antd';
import { ExperimentOutlined, SafetyCertificateOutlined, SyncOutlined } from '@ant-design/icons';
import type { BundleTraining } from '../api/types';
import { useBundlesT } from '../i18n';
import { difficultyLabel, periodLabel, statusLabel } from '../lib/format';

/** Entwurf / Veröffentlicht / Archiviert. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useBundlesT();
  return (
    <span className={`status-pill bd-status status-pill--${status}`} data-testid="bundle-training-status">
      <span className="status-pill__dot" aria-hidden="true" />
      {statusLabel(status, t)}
    </span>
  );
}

/** The badges of one training in the view dialog: status, required, recertification, difficulty. */
export function TrainingBadges({ training }: { training: Pick<BundleTraining, 'status' | 'isRequired' | 'requiresRecertification' | 'recertificationPeriod' | 'difficulty'> }) {
  const { t } = useBundlesT();
  const period = periodLabel(training.recertificationPeriod, t);
  const difficulty = difficultyLabel(training.difficulty, t);
  return (
    <div className="bd-badges">
      <StatusBadge status={training.status} />
      {training.isRequired ? (
        <span className="list-flag bd-flag list-flag--required" data-testid="bundle-training-required">
          <SafetyCertificateOutlined /> {t('view.required')}
        </span>
      ) : (
        <span className="list-flag bd-flag bd-flag--optional">{t('view.optional')}</span>
      )}
      {training.requiresRecertification && (
        <Tooltip title={period ? t('view.recertificationEvery', { period }) : undefined}>
          <span className="list-flag bd-flag list-flag--recert" data-testid="bundle-training-recert">
            <SyncOutlined /> {t('view.recertification')}
            {period ? ` · ${period}` : ''}
          </span>
        </Tooltip>
      )}
      {difficulty && (
        <span className={`list-flag bd-flag bd-flag--difficulty bd-flag--${training.difficulty ?? ''}`} data-testid="bundle-training-difficulty">
          <ExperimentOutlined /> {difficulty}
        </span>
      )}
    </div>
  );
}
