/** Constants of the catalog (spec sections 3 and 9). */

export { TAG_COLORS, DEFAULT_TAG_COLOR } from '../../../shared/contracts/catalog';

export const TAG_CATEGORIES = ['safety', 'technical', 'compliance', 'general'] as const;
export type TagCategory = (typeof TAG_CATEGORIES)[number];

export interface DefaultTag {
  readonly id: string;
  readonly name: { readonly de: string; readonly en: string };
  readonly color: string;
  readonly category: TagCategory;
}

const t = (slug: string, de: string, en: string, color: string, category: TagCategory): DefaultTag => ({ id: `default-${slug}`, name: { de, en }, color, category });

/** The default German vocabulary of spec section 3, with English names. */
export const DEFAULT_TAGS: readonly DefaultTag[] = [
  t('arbeitsschutz', 'Arbeitsschutz', 'Occupational safety', '#EF4444', 'safety'),
  t('arbeitszeitregelung', 'Arbeitszeitregelung', 'Working time rules', '#64748B', 'compliance'),
  t('brandschutz', 'Brandschutz', 'Fire protection', '#F97316', 'safety'),
  t('dokumentation', 'Dokumentation', 'Documentation', '#6366F1', 'general'),
  t('elektrotechnik', 'Elektrotechnik', 'Electrical engineering', '#EAB308', 'technical'),
  t('erste-hilfe', 'Erste Hilfe', 'First aid', '#F43F5E', 'safety'),
  t('fuehrung', 'Führung', 'Leadership', '#8B5CF6', 'general'),
  t('gefahrstoffe', 'Gefahrstoffe', 'Hazardous substances', '#F59E0B', 'safety'),
  t('kommunikation', 'Kommunikation', 'Communication', '#0EA5E9', 'general'),
  t('kranarbeiten', 'Kranarbeiten', 'Crane operations', '#84CC16', 'technical'),
  t('maschinensicherheit', 'Maschinensicherheit', 'Machine safety', '#14B8A6', 'technical'),
  t('notfallverfahren', 'Notfallverfahren', 'Emergency procedures', '#EC4899', 'safety'),
  t('offshore-spezifisch', 'Offshore-Spezifisch', 'Offshore specific', '#06B6D4', 'technical'),
  t('psa', 'Persönliche Schutzausrüstung', 'Personal protective equipment', '#22C55E', 'safety'),
  t('qualitaetssicherung', 'Qualitätssicherung', 'Quality assurance', '#10B981', 'compliance'),
  t('schweisstechnik', 'Schweißtechnik', 'Welding', '#A855F7', 'technical'),
  t('sicherheitseinweisung', 'Sicherheitseinweisung', 'Safety induction', '#3B82F6', 'safety'),
  t('teamarbeit', 'Teamarbeit', 'Teamwork', '#D946EF', 'general'),
  t('umweltschutz', 'Umweltschutz', 'Environmental protection', '#22C55E', 'compliance'),
  t('wartung', 'Wartung & Instandhaltung', 'Maintenance & repair', '#64748B', 'technical'),
];

export const DEFAULT_TAG_IDS: ReadonlySet<string> = new Set(DEFAULT_TAGS.map((x) => x.id));

/** Preset cover images: six categories, four each, shipped with the web app. */
export const GALLERY_CATEGORIES = ['safety', 'technology', 'management', 'communication', 'compliance', 'health'] as const;
export const GALLERY_IMAGE_IDS: readonly string[] = GALLERY_CATEGORIES.flatMap((c) => [1, 2, 3, 4].map((n) => `${c}-${n}`));
export const galleryUrl = (imageId: string) => `/gallery/${imageId}.svg`;

/** Recertification period to months (spec section 4): named values, N_month(s)/N_year(s), default 12. */
export function periodMonths(period: string | null | undefined): number {
  if (!period) return 12;
  const named: Record<string, number> = { '6_months': 6, '9_months': 9, '1_year': 12, '2_years': 24 };
  if (period in named) return named[period]!;
  const m = /^(\d+)_(month|months|year|years)$/.exec(period);
  if (!m) return 12;
  const n = Number(m[1]);
  return m[2]!.startsWith('year') ? n * 12 : n;
}

export const isValidPeriod = (p: string) => /^([1-9]\d?)_(month|months|year|years)$/.test(p);

const IMAGE_GALLERY = /^\/gallery\/(safety|technology|management|communication|compliance|health)-[1-4]\.svg$/;
/** Gallery images are public files of the web app; every other image is a signed media URL. */
export const isGalleryImage = (url: string): boolean => IMAGE_GALLERY.test(url);
/** A training image as the browser may load it: a gallery image as it is, a stored one through `sign` (the media module's signer). */
export const browserImageUrl = (url: string | null, sign: (path: string) => string): string | null => (url && !isGalleryImage(url) ? sign(url) : url);
