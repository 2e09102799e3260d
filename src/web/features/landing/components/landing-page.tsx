import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useLandingT } from '../i18n';
import { BrandLogo } from '../../../components/brand-logo';
import { HeroIllustration } from './hero-illustration';
import { LandingIcon } from './landing-icon';
import {
  type IconPaths,
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

/** A list of short statements, each behind its icon (the hero's checks, the contact facts). */
function IconList({ className, items }: { className: string; items: readonly (readonly [IconPaths, string])[] }) {
  return (
    <ul className={className}>
      {items.map(([icon, text]) => (
        <li key={text}>
          <LandingIcon icon={icon} /> {text}
        </li>
      ))}
    </ul>
  );
}

/** A section's eyebrow, title and (optional) subtitle. */
function SectionHeading({ eyebrow, title, subtitle }: { eyebrow: string; title: string; subtitle?: string }) {
  return (
    <>
      <span className="landing-eyebrow">{eyebrow}</span>
      <h2 className="landing-section__title">{title}</h2>
      {subtitle && <p className="landing-section__subtitle">{subtitle}</p>}
    </>
  );
}

/** A content section: its heading above, its content below, in the page's container. */
function LandingSection({
  id,
  tinted = false,
  eyebrow,
  title,
  subtitle,
  children,
}: {
  id?: string;
  tinted?: boolean;
  eyebrow: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={`landing-section${tinted ? ' landing-section--tinted' : ''}`}>
      <div className="landing-container">
        <div className="landing-section__head">
          <SectionHeading eyebrow={eyebrow} title={title} subtitle={subtitle} />
        </div>
        {children}
      </div>
    </section>
  );
}

/** What a button that opens a dialog does when pointed at or focused (see LandingPage's `onIntent`). */
interface Intent {
  onPointerEnter: () => void;
  onFocus: () => void;
  onTouchStart: () => void;
}

/** The bar at the top: brand, in-page links, log in and register; it gets a shadow once the page scrolls. */
function LandingTopbar({ onLogin, onRegister, intent }: { onLogin: () => void; onRegister: () => void; intent: Intent }) {
  const { t } = useLandingT();
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 8);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
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
  );
}

const STATS = ['successRate', 'faster', 'unlimited', 'response'] as const;
const STEPS = ['register', 'create', 'assign'] as const;
const HERO_CHECKS = ['checkNoCard', 'checkGdpr', 'checkNoInstall'] as const;
const CONTACT_FACTS = [
  [ClockCircleOutlined, 'factResponse'],
  [ApiOutlined, 'factDemo'],
  [MailOutlined, 'factNoObligation'],
] as const;

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
  const intent: Intent = { onPointerEnter: onIntent, onFocus: onIntent, onTouchStart: onIntent };
  const { t } = useLandingT();

  return (
    <div className="landing">
      <LandingTopbar onLogin={onLogin} onRegister={onRegister} intent={intent} />

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
              <IconList className="landing-hero__checks" items={HERO_CHECKS.map((key) => [CheckCircleFilled, t(`hero.${key}`)])} />
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

        <LandingSection id="features" eyebrow={t('features.eyebrow')} title={t('features.title')} subtitle={t('features.subtitle')}>
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
        </LandingSection>

        <LandingSection tinted eyebrow={t('steps.eyebrow')} title={t('steps.title')}>
          <ol className="landing-steps">
            {STEPS.map((key, index) => (
              <li key={key} className="landing-step">
                <span className="landing-step__number">{index + 1}</span>
                <h3 className="landing-step__title">{t(`steps.${key}.title`)}</h3>
                <p className="landing-step__text">{t(`steps.${key}.text`)}</p>
              </li>
            ))}
          </ol>
        </LandingSection>

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
              <SectionHeading eyebrow={t('contact.eyebrow')} title={t('contact.title')} subtitle={t('contact.subtitle')} />
              <IconList className="landing-contact__facts" items={CONTACT_FACTS.map(([icon, key]) => [icon, t(`contact.${key}`)])} />
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
