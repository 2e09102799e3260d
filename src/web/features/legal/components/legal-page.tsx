import { Alert, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { useLegalT } from '../i18n';
import { LEGAL_SECTIONS } from '../sections';
import '../legal.css';

export type LegalDocument = 'privacy' | 'imprint' | 'terms';

/**
 * Public legal pages (spec section 2): German static text with a back link to the start page.
 * The texts live only in the German translation; English falls back to them, with a notice.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, language } = useLegalT();
  const sections = LEGAL_SECTIONS[document];
  const isDraft = document === 'terms';

  return (
    <div className="legal">
      <header className="legal__topbar">
        <div className="legal__container legal__topbar-inner">
          <Link to="/" className="legal__brand" aria-label={t('common.appName')}>
            <BrandLogo />
          </Link>
          <Link to="/" className="legal__back" data-testid="legal-back">
            <ArrowLeftOutlined /> {t('back')}
          </Link>
        </div>
      </header>
      <main className="legal__container legal__main">
        <article className="legal__article" lang="de">
          <h1 className="legal__title">
            {t(`${document}.title`)}
            {isDraft && (
              <Tag color="orange" className="legal__draft-tag">
                {t('terms.draftBadge')}
              </Tag>
            )}
          </h1>
          {language === 'en' && <Alert className="legal__notice" type="info" showIcon title={t('germanOnly')} />}
          {isDraft && <Alert className="legal__notice" type="warning" showIcon title={t('terms.draftNotice')} />}
          <p className="legal__intro">{t(`${document}.intro`)}</p>
          {sections.map((section) => (
            <section key={section.heading} className="legal__section">
              <h2>{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
          <p className="legal__placeholder-note">{t('placeholderNote')}</p>
          <p className="legal__updated">{t('updated')}</p>
          <Link to="/" className="legal__back legal__back--bottom">
            <ArrowLeftOutlined /> {t('back')}
          </Link>
        </article>
      </main>
    </div>
  );
}
