import type { ReactNode } from 'react';
import { CheckOutlined } from '@ant-design/icons';
import { DEFAULT_TAG_COLOR, darken, withAlpha } from '../lib/colors';
import { localize, type Localized } from '../lib/localize';
import './tag-chip.css';

export interface ChipTag {
  id: string;
  name: Localized;
  color: string;
}

const colorOf = (tag: Pick<ChipTag, 'color'>) => (/^#?[0-9a-f]{6}$/i.test(tag.color ?? '') ? tag.color : DEFAULT_TAG_COLOR);

/** A tag as a colored chip. */
export function TagChip({ tag, language, small }: { tag: Pick<ChipTag, 'name' | 'color'>; language: string; small?: boolean }) {
  const color = colorOf(tag);
  return (
    <span
      className={`app-chip${small ? ' app-chip--small' : ''}`}
      style={{ background: withAlpha(color, 0.13), color: darken(color, 0.4), borderColor: withAlpha(color, 0.35) }}
    >
      <span className="app-chip__dot" style={{ background: color }} aria-hidden="true" />
      {localize(tag.name, language)}
    </span>
  );
}

/** A tag chip that can be switched on and off (filters). */
export function ToggleTagChip({
  tag,
  language,
  checked,
  onChange,
  extra,
}: {
  tag: ChipTag;
  language: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Shown after the name inside the chip (e.g. a count). */
  extra?: ReactNode;
}) {
  const color = colorOf(tag);
  return (
    <button
      type="button"
      className={`app-chip app-chip--toggle${checked ? ' app-chip--checked' : ''}`}
      aria-pressed={checked}
      data-tag-id={tag.id}
      onClick={() => onChange(!checked)}
      style={
        checked
          ? { background: color, borderColor: color, color: '#fff' }
          : { borderColor: withAlpha(color, 0.45), color: darken(color, 0.45), background: '#fff' }
      }
    >
      {checked ? <CheckOutlined className="app-chip__check" aria-hidden="true" /> : <span className="app-chip__dot" style={{ background: color }} aria-hidden="true" />}
      {localize(tag.name, language)}
      {extra}
    </button>
  );
}
