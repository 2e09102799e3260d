import { useState, type ReactNode } from 'react';
import { Badge, Button, Popover, Tooltip } from 'antd';

/** Above this the badge shows '9+'. */
const BADGE_CAP = 9;

interface BellTexts {
  /** The button's name: with the count when there is something unread. */
  readonly label: string;
  /** Tooltip when nothing is unread (or the count failed to load). */
  readonly idle: string;
  /** Title of the popover. */
  readonly title: string;
}

/**
 * A header bell (infolog messages, training notices): the unread count on a badge, a tooltip when
 * there is nothing, otherwise a popover with the feature's list. `list(close)` renders it; `close`
 * shuts the popover (before the list navigates somewhere).
 */
export function HeaderBell({ icon, count, texts, badgeTestId, buttonTestId, list }: { icon: ReactNode; count: number; texts: BellTexts; badgeTestId: string; buttonTestId: string; list: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const bell = (
    <Badge count={count} overflowCount={BADGE_CAP} size="small" data-testid={badgeTestId}>
      <Button type="text" shape="circle" className="icon-button" icon={icon} aria-label={texts.label} data-testid={buttonTestId} />
    </Badge>
  );
  if (count === 0) return <Tooltip title={texts.idle}>{bell}</Tooltip>;
  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomRight" title={texts.title} rootClassName="bell-popover" content={list(() => setOpen(false))}>
      {bell}
    </Popover>
  );
}

/** The same for the mobile drawer (the header's bells are hidden below 768 px): icon, count and the list below. */
export function DrawerBell({ icon, count, label, testId, children }: { icon: ReactNode; count: number; label: string; testId: string; children: ReactNode }) {
  return (
    <div className="drawer-notifications-block" data-testid={testId}>
      <div className="drawer-notifications">
        <Badge count={count} overflowCount={BADGE_CAP} size="small">
          <span className="drawer-notifications__icon">{icon}</span>
        </Badge>
        <span>{label}</span>
      </div>
      {count > 0 && children}
    </div>
  );
}

/**
 * The unread items of a bell's popover or drawer entry: each a button with the red dot, its text
 * and date, opening it on a click; "and N more" below when the bell counts more than it lists.
 */
export function BellList<T extends { readonly id: string }>({ items, total, more, onOpen, listClass, listTestId, itemTestId, children }: {
  items: readonly T[];
  total: number;
  more: (count: number) => string;
  onOpen: (item: T) => void;
  listClass: string;
  listTestId: string;
  itemTestId: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <ul className={listClass} data-testid={listTestId}>
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="bell-list__item" onClick={() => onOpen(item)} data-testid={itemTestId}>
              <span className="bell-list__dot" aria-hidden="true" />
              <span className="bell-list__body">{children(item)}</span>
            </button>
          </li>
        ))}
      </ul>
      {total > items.length && <p className="bell-list__more">{more(total - items.length)}</p>}
    </>
  );
}
