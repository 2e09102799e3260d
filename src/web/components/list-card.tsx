/**
 * Parts of the training cards of the library and of My Learning (styles in
 * src/web/styles/list-pages.css): the cover with its placeholder, the 'required' and
 * 'recertification' flags, and the first tags with a "+n" chip whose tooltip names the others.
 */
import { Tooltip } from 'antd';
import { ReadOutlined, SafetyCertificateOutlined, SyncOutlined } from '@ant-design/icons';
import { localize } from '../lib/localize';
import { TagChip, type ChipTag } from './tag-chip';

const MAX_CARD_TAGS = 3;

/** The cover image, or a book icon on the cover's gradient; `className` adds the feature's own. */
export function CardCover({ imageUrl, alt, className }: { imageUrl: string | null; alt: string; className: string }) {
  return (
    <div className={`list-cover ${className}`}>
      {imageUrl ? (
        <img src={imageUrl} alt={alt} loading="lazy" />
      ) : (
        <div className="list-cover__placeholder" aria-hidden="true">
          <ReadOutlined />
        </div>
      )}
    </div>
  );
}

/** The first three tags as chips, the rest as one "+n" chip (nothing without tags). */
export function CardTags({ tags, language, moreText }: { tags: readonly ChipTag[]; language: string; moreText: (count: number) => string }) {
  if (tags.length === 0) return null;
  const hidden = tags.slice(MAX_CARD_TAGS);
  return (
    <div className="list-card__tags">
      {tags.slice(0, MAX_CARD_TAGS).map((tag) => (
        <TagChip key={tag.id} tag={tag} language={language} small />
      ))}
      {hidden.length > 0 && (
        <Tooltip title={hidden.map((tag) => localize(tag.name, language)).join(', ')}>
          <span className="app-chip app-chip--small app-chip--more">{moreText(hidden.length)}</span>
        </Tooltip>
      )}
    </div>
  );
}

/** The flags row: 'required' and 'recertification' (with an optional tooltip); nothing without either. */
export function CardFlags({ required, recert, recertTooltip }: { required: string | null; recert: string | null; recertTooltip?: string }) {
  if (!required && !recert) return null;
  return (
    <div className="list-card__flags">
      {required && (
        <span className="list-flag list-flag--required">
          <SafetyCertificateOutlined /> {required}
        </span>
      )}
      {recert && (
        <Tooltip title={recertTooltip}>
          <span className="list-flag list-flag--recert">
            <SyncOutlined /> {recert}
          </span>
        </Tooltip>
      )}
    </div>
  );
}
