import type { ReactNode } from 'react';
import { CheckOutlined } from '@ant-design/icons';
import type { Tag } from '../api/types';
import { darken, withAlpha } from '../lib/colors';
import { localize } from '../../../lib/localize';

/** A tag as a colored chip. */
export function TagChip({ tag, language, small }: { tag: Pick<Tag, 'name' | 'color'>; language: string; small?: boolean }) {
  return (
    <span
      className={`tr-chip${small ? ' tr-chip--small' : ''}`}
      style={{ background: withAlpha(tag.color, 0.13), color: darken(tag.color, 0.4), borderColor: withAlpha(tag.color, 0.35) }}
    >
      <span className="tr-chip__dot" style={{ background: tag.color }} aria-hidden="true" />
      {localize(tag.name, language)}
    </span>
  );
}

/** A tag chip that can be switched on and off (filters, tag selection). */
export function ToggleTagChip({
  tag,
  language,
  checked,
  onChange,
  extra,
}: {
  tag: Pick<Tag, 'id' | 'name' | 'color'>;
  language: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  extra?: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`tr-chip tr-chip--toggle${checked ? ' tr-chip--checked' : ''}`}
      aria-pressed={checked}
      data-tag-id={tag.id}
      onClick={() => onChange(!checked)}
      style={
        checked
          ? { background: tag.color, borderColor: tag.color, color: '#fff' }
          : { borderColor: withAlpha(tag.color, 0.45), color: darken(tag.color, 0.45), background: '#fff' }
      }
    >
      {checked ? <CheckOutlined className="tr-chip__check" aria-hidden="true" /> : <span className="tr-chip__dot" style={{ background: tag.color }} aria-hidden="true" />}
      {localize(tag.name, language)}
      {extra}
    </button>
  );
}
