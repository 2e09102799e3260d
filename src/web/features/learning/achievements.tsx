import { CheckCircleFilled, CrownOutlined, FlagOutlined, RocketOutlined, StarOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { ACHIEVEMENT_KEYS, type AchievementKey, type DashboardStats } from '../../lib/learning';
import { useLearningT } from './i18n';
import './learning.css';

const ICONS: Record<AchievementKey, ReactNode> = {
  first_completed: <RocketOutlined />,
  five_completed: <StarOutlined />,
  halfway: <FlagOutlined />,
  all_completed: <CrownOutlined />,
};

/**
 * The four achievements (spec section 2): first training completed, 5 completed, halfway there, all
 * completed; reached ones in colour, the others greyed out.
 */
export function AchievementsRow({ achievements, compact }: { achievements: DashboardStats['achievements']; compact?: boolean }) {
  const { t } = useLearningT();
  const achieved = new Map(achievements.map((a) => [a.key, a.achieved]));
  return (
    <section className={`ln-achievements${compact ? ' ln-achievements--compact' : ''}`} aria-label={t('achievements.title')} data-testid="achievements">
      <h2 className="ln-section-title">{t('achievements.title')}</h2>
      <ul className="ln-achievements__row">
        {ACHIEVEMENT_KEYS.map((key) => {
          const done = achieved.get(key) === true;
          return (
            <li
              key={key}
              className={`ln-achievement surface${done ? ' ln-achievement--done' : ''}`}
              data-testid="achievement"
              data-key={key}
              data-achieved={done ? 'true' : 'false'}
            >
              <span className="ln-achievement__icon" aria-hidden="true">
                {ICONS[key]}
              </span>
              <span className="ln-achievement__body" title={compact ? t(`achievements.${key}.text`) : undefined}>
                <strong className="ln-achievement__title">{t(`achievements.${key}.title`)}</strong>
                {!compact && <span className="ln-achievement__text">{t(`achievements.${key}.text`)}</span>}
                <span className="ln-achievement__state">
                  {done ? (
                    <>
                      <CheckCircleFilled /> {t('achievements.achieved')}
                    </>
                  ) : (
                    t('achievements.open')
                  )}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
