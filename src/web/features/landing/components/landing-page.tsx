import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLandingT } from '../i18n';
import { BrandLogo } from '../../../components/brand-logo';
import { HeroIllustration } from './hero-illustration';
import { LandingIcon } from './landing-icon';
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
} from './landing-icons';
import '../landing.css';

const FEATURES: { key: 'gdpr' | 'noInstall' | 'unlimited' | 'videoQuiz' | 'recertification' | 'units'; icon: ReactNode }[] = [
  { key: 'gdpr', icon: <LandingIcon icon={SafetyCertificateOutlined} /> },
  { key: 'noInstall', icon: <LandingIcon icon={CloudOutlined} /> },
  { key: 'unlimited', icon: <LandingIcon icon={UsergroupAddOutlined} /> },
  { key: 'videoQuiz', icon: <LandingIcon icon={PlayCircleOutlined} /> },
  { key: 'recertification', icon: <LandingIcon icon={SyncOutlined} /> },
  { key: 'units', icon: <LandingIcon icon={TeamOutlined} /> },
];

const STATS = ['successRate', 'faster', 'unlimited', 'response'] as const;
const STEPS = ['register', 'create', 'assign'] as const;

/**
 * The signed-out start page (spec section 2). Opening the dialogs is left to the caller; so is the
 * contact form (`contactForm`, rendered in the contact card), which uses antd and is loaded apart
 * from the first screen. The page itself is plain HTML and CSS: it paints without antd.
 * `onIntent` is called when a button that opens a dialog is pointed at or focused, so the caller
 * can start loading the dialog before the click.
 */
export function LandingPage({
  onLogin,
  onRegister,
  onIntent,
  contactForm,
}: {
  onLogin: () => void;
  onRegister: () => void;
  onIntent: () => void;
  contactForm: ReactNode;
}) {
  const intent = { onPointerEnter: onIntent, onFocus: onIntent, onTouchStart: onIntent };
  const { t } = useLandingT();
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
          <nav className="landing-topbar__nav" aria-label={t('nav.label')}>
            <a href="#features">{t('nav.features')}</a>
            <a href="#contact">{t('nav.contact')}</a>
          </nav>
          <div className="landing-topbar__actions">
            <button type="button" className="landing-btn landing-btn--text landing-topbar__login" onClick={onLogin} {...intent}>
              {t('nav.login')}
            </button>
            <button type="button" className="landing-btn landing-btn--primary" onClick={onRegister} {...intent}>
              {t('nav.register')}
            </button>
          </div>
        </div>
      </header>

      <main id="top">
        <section className="landing-hero">
          <div className="landing-container landing-hero__inner">
            <div className="landing-hero__copy">
              <span className="landing-eyebrow">
                <LandingIcon icon={SafetyCertificateOutlined} /> {t('hero.eyebrow')}
              </span>
              <h1 className="landing-hero__title">
                {t('hero.titleStart')} <span className="landing-gradient-text">{t('hero.titleHighlight')}</span>
              </h1>
              <p className="landing-hero__subtitle">{t('hero.subtitle')}</p>
              <div className="landing-hero__actions">
                <button type="button" className="landing-btn landing-btn--primary landing-btn--lg" onClick={onRegister} {...intent}>
                  {t('hero.primaryCta')} <LandingIcon icon={ArrowRightOutlined} />
                </button>
                <a className="landing-btn landing-btn--default landing-btn--lg" href="#features">
                  {t('hero.secondaryCta')}
                </a>
              </div>
              <ul className="landing-hero__checks">
                <li>
                  <LandingIcon icon={CheckCircleFilled} /> {t('hero.checkNoCard')}
                </li>
                <li>
                  <LandingIcon icon={CheckCircleFilled} /> {t('hero.checkGdpr')}
                </li>
                <li>
                  <LandingIcon icon={CheckCircleFilled} /> {t('hero.checkNoInstall')}
                </li>
              </ul>
            </div>
            <div className="landing-hero__art">
              <HeroIllustration badge={t('stats.successRate.value')} badgeCaption={t('hero.sealCaption')} />
            </div>
          </div>
        </section>

        <section className="landing-stats" aria-label={t('stats.label')}>
          <div className="landing-container landing-stats__grid">
            {STATS.map((key) => (
              <div key={key} className="landing-stat">
                <span className="landing-stat__value">{t(`stats.${key}.value`)}</span>
                <span className="landing-stat__label">{t(`stats.${key}.label`)}</span>
              </div>
            ))}
          </div>
        </section>

        <section id="features" className="landing-section">
          <div className="landing-container">
            <div className="landing-section__head">
              <span className="landing-eyebrow">{t('features.eyebrow')}</span>
              <h2 className="landing-section__title">{t('features.title')}</h2>
              <p className="landing-section__subtitle">{t('features.subtitle')}</p>
            </div>
            <div className="landing-features">
              {FEATURES.map(({ key, icon }) => (
                <article key={key} className="landing-feature">
                  <div className="landing-feature__icon" aria-hidden="true">
                    {icon}
                  </div>
                  <h3 className="landing-feature__title">{t(`features.items.${key}.title`)}</h3>
                  <p className="landing-feature__text">{t(`features.items.${key}.text`)}</p>
                </article>
              ))}
            </div>
          </div>
        </section>

        <section className="landing-section landing-section--tinted">
          <div className="landing-container">
            <div className="landing-section__head">
              <span className="landing-eyebrow">{t('steps.eyebrow')}</span>
              <h2 className="landing-section__title">{t('steps.title')}</h2>
            </div>
            <ol className="landing-steps">
              {STEPS.map((key, index) => (
                <li key={key} className="landing-step">
                  <span className="landing-step__number">{index + 1}</span>
                  <h3 className="landing-step__title">{t(`steps.${key}.title`)}</h3>
                  <p className="landing-step__text">{t(`steps.${key}.text`)}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section className="landing-cta">
          <div className="landing-container landing-cta__inner">
            <div>
              <h2 className="landing-cta__title">{t('cta.title')}</h2>
              <p className="landing-cta__text">{t('cta.text')}</p>
            </div>
            <button type="button" className="landing-btn landing-btn--lg landing-cta__button" onClick={onRegister} {...intent}>
              {t('cta.button')}
            </button>
          </div>
        </section>

        <section id="contact" className="landing-section">
          <div className="landing-container landing-contact">
            <div className="landing-contact__intro">
              <span className="landing-eyebrow">{t('contact.eyebrow')}</span>
              <h2 className="landing-section__title">{t('contact.title')}</h2>
              <p className="landing-section__subtitle">{t('contact.subtitle')}</p>
              <ul className="landing-contact__facts">
                <li>
                  <LandingIcon icon={ClockCircleOutlined} /> {t('contact.factResponse')}
                </li>
                <li>
                  <LandingIcon icon={ApiOutlined} /> {t('contact.factDemo')}
                </li>
                <li>
                  <LandingIcon icon={MailOutlined} /> {t('contact.factNoObligation')}
                </li>
              </ul>
            </div>
            <div className="landing-contact__card">{contactForm}</div>
          </div>
        </section>
      </main>

      <footer className="landing-footer">
        <div className="landing-container landing-footer__inner">
          <div className="landing-footer__brand">
            <BrandLogo inverted />
            <p>{t('footer.tagline')}</p>
          </div>
          <nav className="landing-footer__links" aria-label={t('footer.legalLabel')}>
            <Link to="/privacy">{t('footer.privacy')}</Link>
            <Link to="/imprint">{t('footer.imprint')}</Link>
            <Link to="/terms">{t('footer.terms')}</Link>
            <button type="button" className="landing-btn landing-btn--sm landing-btn--ghost landing-footer__backoffice" onClick={onLogin} {...intent}>
              {t('footer.backoffice')}
            </button>
          </nav>
        </div>
        <div className="landing-container landing-footer__bottom">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </div>
      </footer>
    </div>
  );
}
