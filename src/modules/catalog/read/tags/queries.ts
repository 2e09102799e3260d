import type { Queryable } from '../../../../platform/db';
import type { TagView } from '../../../../shared/contracts/catalog';
import { DEFAULT_TAGS } from '../../domain/vocabulary';

export type { TagView } from '../../../../shared/contracts/catalog';

const defaultTagViews: TagView[] = DEFAULT_TAGS.map((t) => ({ id: t.id, name: t.name, description: {}, color: t.color, category: t.category, isDefault: true }));

/** The company's own live tags. */
export async function listCompanyTags(q: Queryable, companyId: string): Promise<TagView[]> {
  const { rows } = await q.query<{ id: string; name: TagView['name']; description: TagView['description']; color: string; category: TagView['category'] }>(
    `SELECT id, name, description, color, category FROM cat_tags WHERE company_id = $1 AND NOT is_deleted ORDER BY lower(name->>'de'), id`,
    [companyId],
  );
  return rows.map((r) => ({ ...r, isDefault: false }));
}

/** The default vocabulary, then the given company tags. */
export const withDefaultTags = (companyTags: readonly TagView[]): TagView[] => [...defaultTagViews, ...companyTags];

/** Default vocabulary plus the company's tags. */
export async function listAllTags(q: Queryable, companyId: string): Promise<TagView[]> {
  return withDefaultTags(await listCompanyTags(q, companyId));
}
