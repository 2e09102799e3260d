import { useState } from 'react';
import { CheckCircleFilled, DownOutlined, FileTextOutlined, FlagOutlined, LockOutlined, QuestionCircleOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { PlayerModule } from '../api/types';
import { usePlayerT } from '../i18n';

export type View = number | 'evaluation';

export function ModuleIcon({ type }: { type: string }) {
  if (type === 'video') return <VideoCameraOutlined />;
  if (type === 'quiz') return <QuestionCircleOutlined />;
  return <FileTextOutlined />;
}

const typeKey = (type: string) => (type === 'video' || type === 'quiz' || type === 'text' ? (`moduleTypes.${type}` as const) : 'moduleTypes.unknown');

/**
 * Module list of the player: type icon, title, a check for completed modules, a lock for those not
 * yet reachable, and the final evaluation step. On small screens it collapses into a bar that
 * names the current step.
 */
export function ModuleNav({
  modules,
  completed,
  reachable,
  evaluationReachable,
  view,
  onSelect,
}: {
  modules: readonly PlayerModule[];
  completed: readonly boolean[];
  reachable: readonly boolean[];
  evaluationReachable: boolean;
  view: View;
  onSelect: (view: View) => void;
}) {
  const { t } = usePlayerT();
  const [open, setOpen] = useState(false);
  const select = (next: View) => {
    setOpen(false);
    onSelect(next);
  };
  const currentLabel =
    view === 'evaluation' ? t('nav.evaluation') : `${t('nav.current', { current: view + 1, total: modules.length })} · ${modules[view]?.title ?? ''}`;

  return (
    <nav className={`pl-nav surface${open ? ' pl-nav--open' : ''}`} aria-label={t('nav.title')} data-testid="player-module-nav">
      <div className="pl-nav__title">{t('nav.title')}</div>
      <button type="button" className="pl-nav__toggle" aria-expanded={open} aria-controls="pl-nav-list" onClick={() => setOpen((o) => !o)}>
        <span className="pl-nav__toggle-label">{currentLabel}</span>
        <span className="sr-only">{t('nav.toggle')}</span>
        <DownOutlined className="pl-nav__chevron" aria-hidden="true" />
      </button>
      <ol className="pl-nav__list" id="pl-nav-list">
        {modules.map((module, i) => {
          const locked = !reachable[i];
          const done = completed[i] ?? false;
          const active = view === i;
          return (
            <li key={module.id}>
              <button
                type="button"
                className={`pl-nav__item${active ? ' pl-nav__item--active' : ''}${locked ? ' pl-nav__item--locked' : ''}`}
                aria-current={active ? 'step' : undefined}
                disabled={locked}
                title={locked ? t('nav.locked') : undefined}
                onClick={() => select(i)}
                data-testid="player-nav-item"
                data-state={done ? 'completed' : locked ? 'locked' : 'open'}
              >
                <span className={`pl-nav__icon pl-nav__icon--${module.type}`} aria-hidden="true">
                  <ModuleIcon type={module.type} />
                </span>
                <span className="pl-nav__label">
                  <span className="pl-nav__name">{module.title}</span>
                  <span className="pl-nav__type">
                    {i + 1}. {t(typeKey(module.type))}
                  </span>
                </span>
                <span className="pl-nav__state">
                  {done ? (
                    <CheckCircleFilled className="pl-nav__check" aria-label={t('nav.completed')} />
                  ) : locked ? (
                    <LockOutlined className="pl-nav__lock" aria-label={t('nav.locked')} />
                  ) : (
                    <span className="pl-nav__dot" aria-label={t('nav.open')} />
                  )}
                </span>
              </button>
            </li>
          );
        })}
        <li>
          <button
            type="button"
            className={`pl-nav__item pl-nav__item--evaluation${view === 'evaluation' ? ' pl-nav__item--active' : ''}${evaluationReachable ? '' : ' pl-nav__item--locked'}`}
            aria-current={view === 'evaluation' ? 'step' : undefined}
            disabled={!evaluationReachable}
            title={evaluationReachable ? undefined : t('evaluation.locked')}
            onClick={() => select('evaluation')}
            data-testid="player-nav-evaluation"
          >
            <span className="pl-nav__icon pl-nav__icon--evaluation" aria-hidden="true">
              <FlagOutlined />
            </span>
            <span className="pl-nav__label">
              <span className="pl-nav__name">{t('nav.evaluation')}</span>
            </span>
            <span className="pl-nav__state">{!evaluationReachable && <LockOutlined className="pl-nav__lock" aria-label={t('nav.locked')} />}</span>
          </button>
        </li>
      </ol>
    </nav>
  );
}
