import type { ReactNode } from 'react';

/** The bar above a builder tab's editor (modules, tags): title, count, the unsaved mark, then its buttons. */
export function EditorToolbar({ title, count, unsaved, children }: { title: string; count: string; unsaved: ReactNode; children: ReactNode }) {
  return (
    <div className="tr-modules__toolbar">
      <div className="tr-modules__heading">
        <h3 className="tr-section-title tr-section-title--inline">{title}</h3>
        <span className="tr-muted">{count}</span>
        {unsaved}
      </div>
      <div className="tr-modules__actions">{children}</div>
    </div>
  );
}
