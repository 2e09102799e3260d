import type { ReactNode } from 'react';
import { ResultCount } from '../../../components/list-page';
import { monogram } from '../lib/format';

/** Square monogram of a company; its hue follows the name, so a company keeps its colour. */
export function CompanyAvatar({ name, size = 'default' }: { name: string; size?: 'default' | 'large' }) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) % 360;
  return (
    <span
      className={`ms-avatar${size === 'large' ? ' ms-avatar--large' : ''}`}
      style={{ background: `linear-gradient(135deg, hsl(${hash} 70% 52%), hsl(${(hash + 40) % 360} 72% 42%))` }}
      aria-hidden="true"
    >
      {monogram(name)}
    </span>
  );
}

/** A card of the master page's tabs: a toolbar with title, live count and the list's controls, then the list. */
export function ToolbarSection({
  titleId,
  title,
  count,
  controls,
  children,
}: {
  titleId: string;
  title: string;
  /** The count beside the title once the list has loaded. */
  count?: { text: string; testId: string };
  controls: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="surface ms-companies" aria-labelledby={titleId}>
      <header className="ms-toolbar">
        <div className="ms-toolbar__heading">
          <h2 id={titleId} className="ms-toolbar__title">
            {title}
          </h2>
          {count && <ResultCount as="span" className="ms-toolbar__count" testId={count.testId} text={count.text} />}
        </div>
        {controls}
      </header>
      {children}
    </section>
  );
}
