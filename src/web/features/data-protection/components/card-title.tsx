import type { ReactNode } from 'react';

/** A card's heading: its icon and a level-2 title (`id` names the card's region). */
export function CardTitle({ icon, text, id }: { icon: ReactNode; text: string; id: string }) {
  return (
    <h2 className="dp-card__title" id={id}>
      <span className="dp-card__icon" aria-hidden="true">
        {icon}
      </span>
      <span>{text}</span>
    </h2>
  );
}
