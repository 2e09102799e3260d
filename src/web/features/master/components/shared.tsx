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
