import type { ReactNode } from 'react';

/**
 * A dialog's title with its icon in front: the icon (hidden from screen readers) in a span of
 * `iconClassName`, then the text, both in an element of `className`.
 */
export function IconTitle({ className, iconClassName, icon, as: Tag = 'span', children }: { className: string; iconClassName: string; icon: ReactNode; as?: 'span' | 'div'; children: ReactNode }) {
  return (
    <Tag className={className}>
      <span className={iconClassName} aria-hidden="true">
        {icon}
      </span>
      {children}
    </Tag>
  );
}
