import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useCommonT } from '../lib/feature-texts';

/** At most this many page buttons (spec section 2, shared pagination). */
const MAX_PAGE_BUTTONS = 5;

/** The page numbers to show: a window of at most five around the current page. */
export function pageWindow(page: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, totalPages);
  let start = Math.max(1, page - Math.floor(count / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
  className?: string;
}

/**
 * Shared pagination (spec section 2): 'x-y von n Einträgen', previous/next and up to five page
 * buttons; hidden when everything fits on one page.
 */
export function Pagination({ page, pageSize, total, onChange, className }: PaginationProps) {
  const { t } = useCommonT();
  const totalPages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  if (total <= pageSize || totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const from = (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);

  return (
    <nav className={`app-pagination${className ? ` ${className}` : ''}`} aria-label={t('common.pagination.label')} data-testid="pagination">
      <span className="app-pagination__summary">{t('common.pagination.summary', { from, to, total })}</span>
      <div className="app-pagination__buttons">
        <Button
          icon={<LeftOutlined />}
          aria-label={t('common.pagination.previous')}
          disabled={current <= 1}
          onClick={() => onChange(current - 1)}
        />
        {pageWindow(current, totalPages).map((n) => (
          <Button
            key={n}
            type={n === current ? 'primary' : 'default'}
            aria-label={t('common.pagination.page', { page: n })}
            aria-current={n === current ? 'page' : undefined}
            onClick={() => n !== current && onChange(n)}
          >
            {n}
          </Button>
        ))}
        <Button
          icon={<RightOutlined />}
          aria-label={t('common.pagination.next')}
          disabled={current >= totalPages}
          onClick={() => onChange(current + 1)}
        />
      </div>
    </nav>
  );
}
