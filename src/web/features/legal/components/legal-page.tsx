import { Alert, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import '../legal.css';

export type LegalDocument = 'privacy' | 'imprint' | 'terms';

interface LegalSection {
  heading: string;
  paragraphs: string[];
}

/**
 * Public legal pages (spec section 2): German static text with a back link to the start page.
 * The texts live only in the German translation; English falls back to them, with a notice.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, i18n } = useTranslation();
  const sections = t(`legal.${document}.sections`, { returnObjects: true }) as unknown as LegalSection[];
  const isDraft = document === 'terms';

  return (
    <div className="legal">
      <header className="legal__topbar">
        <div className="legal__container legal__topbar-inner">
          <Link to="/" className="legal__brand" aria-label={t('common.appName')}>
            <BrandLogo />
          </Link>
          <Link to="/" className="legal__back" data-testid="legal-back">
            <ArrowLeftOutlined /> {t('legal.back')}
          </Link>
        </div>
      </header>
      <main className="legal__container legal__main">
        <article className="legal__article" lang="de">
          <h1 className="legal__title">
            {t(`legal.${document}.title`)}
            {isDraft && (
              <Tag color="orange" className="legal__draft-tag">
                {t('legal.terms.draftBadge')}
              </Tag>
            )}
          </h1>
          {i18n.resolvedLanguage === 'en' && <Alert className="legal__notice" type="info" showIcon title={t('legal.germanOnly')} />}
          {isDraft && <Alert className="legal__notice" type="warning" showIcon title={t('legal.terms.draftNotice')} />}
          <p className="legal__intro">{t(`legal.${document}.intro`)}</p>
          {sections.map((section) => (
            <section key={section.heading} className="legal__section">
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p className="legal__placeholder-note">{t('legal.placeholderNote')}</p>
          <p className="legal__updated">{t('legal.updated')}</p>
          <Link to="/" className="legal__back legal__back--bottom">
            <ArrowLeftOutlined /> {t('legal.back')}
          </Link>
        </article>
      </main>
    </div>
  );
}
