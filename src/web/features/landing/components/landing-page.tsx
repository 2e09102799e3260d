import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import {
  ApiOutlined,
  ArrowRightOutlined,
  CheckCircleFilled,
  ClockCircleOutlined,
  CloudOutlined,
  MailOutlined,
  PlayCircleOutlined,
  SafetyCertificateOutlined,
  SyncOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { HeroIllustration } from './hero-illustration';
import '../landing.css';

// Below the fold and the only user of antd's Select: loaded separately from the first screen.
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

const FEATURES: { key: 'gdpr' | 'noInstall' | 'unlimited' | 'videoQuiz' | 'recertification' | 'units'; icon: ReactNode }[] = [
  { key: 'gdpr', icon: <SafetyCertificateOutlined /> },
  { key: 'noInstall', icon: <CloudOutlined /> },
  { key: 'unlimited', icon: <UsergroupAddOutlined /> },
  { key: 'videoQuiz', icon: <PlayCircleOutlined /> },
  { key: 'recertification', icon: <SyncOutlined /> },
  { key: 'units', icon: <TeamOutlined /> },
];

const STATS = ['successRate', 'faster', 'unlimited', 'response'] as const;
const STEPS = ['register', 'create', 'assign'] as const;

/** The signed-out start page (spec section 2). Opening the dialogs is left to the caller. */
export function LandingPage({ onLogin, onRegister }: { onLogin: () => void; onRegister: () => void }) {
  const { t } = useTranslation();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    <div className="landing">
      <header className={`landing-topbar${scrolled ? ' landing-topbar--scrolled' : ''}`}>
        <div className="landing-container landing-topbar__inner">
          <a href="#top" className="landing-topbar__brand" aria-label={t('common.appName')}>
            <BrandLogo />
          </a>
          <nav className="landing-topbar__nav" aria-label={t('landing.nav.label')}>
            <a href="#features">{t('landing.nav.features')}</a>
            <a href="#contact">{t('landing.nav.contact')}</a>
          </nav>
          <div className="landing-topbar__actions">
            <Button type="text" className="landing-topbar__login" onClick={onLogin}>
              {t('landing.nav.login')}
            </Button>
            <Button type="primary" onClick={onRegister}>
              {t('landing.nav.register')}
            </Button>
          </div>
        </div>
      </header>

      <main id="top">
        <section className="landing-hero">
          <div className="landing-container landing-hero__inner">
            <div className="landing-hero__copy">
              <span className="landing-eyebrow">
                <SafetyCertificateOutlined /> {t('landing.hero.eyebrow')}
              </span>
              <h1 className="landing-hero__title">
                {t('landing.hero.titleStart')} <span className="landing-gradient-text">{t('landing.hero.titleHighlight')}</span>
              </h1>
              <p className="landing-hero__subtitle">{t('landing.hero.subtitle')}</p>
              <div className="landing-hero__actions">
                <Button type="primary" size="large" onClick={onRegister} icon={<ArrowRightOutlined />} iconPlacement="end">
                  {t('landing.hero.primaryCta')}
                </Button>
                <Button size="large" href="#features">
                  {t('landing.hero.secondaryCta')}
                </Button>
              </div>
              <ul className="landing-hero__checks">
                <li>
                  <CheckCircleFilled /> {t('landing.hero.checkNoCard')}
                </li>
                <li>
                  <CheckCircleFilled /> {t('landing.hero.checkGdpr')}
                </li>
                <li>
                  <CheckCircleFilled /> {t('landing.hero.checkNoInstall')}
                </li>
              </ul>
            </div>
            <div className="landing-hero__art">
              <HeroIllustration badge={t('landing.stats.successRate.value')} badgeCaption={t('landing.hero.sealCaption')} />
            </div>
          </div>
        </section>

        <section className="landing-stats" aria-label={t('landing.stats.label')}>
          <div className="landing-container landing-stats__grid">
            {STATS.map((key) => (
              <div key={key} className="landing-stat">
                <span className="landing-stat__value">{t(`landing.stats.${key}.value`)}</span>
                <span className="landing-stat__label">{t(`landing.stats.${key}.label`)}</span>
              </div>
            ))}
          </div>
        </section>

        <section id="features" className="landing-section">
          <div className="landing-container">
            <div className="landing-section__head">
              <span className="landing-eyebrow">{t('landing.features.eyebrow')}</span>
              <h2 className="landing-section__title">{t('landing.features.title')}</h2>
              <p className="landing-section__subtitle">{t('landing.features.subtitle')}</p>
            </div>
            <div className="landing-features">
              {FEATURES.map(({ key, icon }) => (
                <article key={key} className="landing-feature">
                  <div className="landing-feature__icon" aria-hidden="true">
                    {icon}
                  </div>
                  <h3 className="landing-feature__title">{t(`landing.features.items.${key}.title`)}</h3>
                  <p className="landing-feature__text">{t(`landing.features.items.${key}.text`)}</p>
                </article>
              ))}
            </div>
          </div>
        </section>

        <section className="landing-section landing-section--tinted">
          <div className="landing-container">
            <div className="landing-section__head">
              <span className="landing-eyebrow">{t('landing.steps.eyebrow')}</span>
              <h2 className="landing-section__title">{t('landing.steps.title')}</h2>
            </div>
            <ol className="landing-steps">
              {STEPS.map((key, index) => (
                <li key={key} className="landing-step">
                  <span className="landing-step__number">{index + 1}</span>
                  <h3 className="landing-step__title">{t(`landing.steps.${key}.title`)}</h3>
                  <p className="landing-step__text">{t(`landing.steps.${key}.text`)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="landing-cta">
          <div className="landing-container landing-cta__inner">
            <div>
              <h2 className="landing-cta__title">{t('landing.cta.title')}</h2>
              <p className="landing-cta__text">{t('landing.cta.text')}</p>
            </div>
            <Button size="large" className="landing-cta__button" onClick={onRegister}>
              {t('landing.cta.button')}
            </Button>
          </div>
        </section>

        <section id="contact" className="landing-section">
          <div className="landing-container landing-contact">
            <div className="landing-contact__intro">
              <span className="landing-eyebrow">{t('landing.contact.eyebrow')}</span>
              <h2 className="landing-section__title">{t('landing.contact.title')}</h2>
              <p className="landing-section__subtitle">{t('landing.contact.subtitle')}</p>
              <ul className="landing-contact__facts">
                <li>
                  <ClockCircleOutlined /> {t('landing.contact.factResponse')}
                </li>
                <li>
                  <ApiOutlined /> {t('landing.contact.factDemo')}
                </li>
                <li>
                  <MailOutlined /> {t('landing.contact.factNoObligation')}
                </li>
              </ul>
            </div>
            <div className="landing-contact__card">
              <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
                <ContactForm />
              </Suspense>
            </div>
          </div>
        </section>
      </main>

      <footer className="landing-footer">
        <div className="landing-container landing-footer__inner">
          <div className="landing-footer__brand">
            <BrandLogo inverted />
            <p>{t('landing.footer.tagline')}</p>
          </div>
          <nav className="landing-footer__links" aria-label={t('landing.footer.legalLabel')}>
            <Link to="/privacy">{t('landing.footer.privacy')}</Link>
            <Link to="/imprint">{t('landing.footer.imprint')}</Link>
            <Link to="/terms">{t('landing.footer.terms')}</Link>
            <Button ghost size="small" className="landing-footer__backoffice" onClick={onLogin}>
              {t('landing.footer.backoffice')}
            </Button>
          </nav>
        </div>
        <div className="landing-container landing-footer__bottom">
          {t('landing.footer.copyright', { year: new Date().getFullYear() })}
        </div>
      </footer>
    </div>
  );
}
