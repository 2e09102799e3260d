import { useId } from 'react';
import { useCommonT } from '../lib/feature-texts';

/** Shield-with-check mark plus the product name. */
export function BrandLogo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const { t } = useCommonT();
  const gradientId = useId();
  return (
    <span className={`brand${inverted ? ' brand--inverted' : ''}`}>
      <svg className="brand__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3b82f6" />
            <stop offset="1" stopColor="#1e40af" />
          </linearGradient>
        </defs>
        <path d="M32 4 8 13v17c0 15 10.2 26.4 24 30 13.8-3.6 24-15 24-30V13L32 4Z" fill={`url(#${gradientId})`} />
        <path d="m21 32 8 8 15-16" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {!compact && (
        <span className="brand__name">
          {t('common.brandFirst')}
          <strong>{t('common.brandSecond')}</strong>
        </span>
      )}
    </span>
  );
}
