import type { ReactNode } from 'react';

/**
 * The large empty state of a list page (`.empty-panel` in global.css): an icon, a title, a text
 * and, as children, the actions in the page's own row.
 */
export function EmptyPanel({ icon, title, text, testId, children }: { icon: ReactNode; title: string; text: string; testId: string; children?: ReactNode }) {
  return (
    <section className="surface empty-panel empty-panel--large" data-testid={testId}>
      <div className="empty-panel__icon" aria-hidden="true">
        {icon}
      </div>
      <h2 className="empty-panel__title">{title}</h2>
      <p className="empty-panel__text">{text}</p>
      {children}
    </section>
  );
}
