import type { Queryable } from '../../../../platform/db';
import type { RecordedEvent } from '../../../../platform/eventstore';
import { tableProjection, type Projection } from '../../../../platform/projections';
import { catalogEvents, streams, type CatalogEvent } from '../../domain/events';

/** The company's own tags (cat_tags, created by migration 0200 in ../trainings/ddl.ts). */
async function applyTag(tx: Queryable, e: CatalogEvent, r: RecordedEvent): Promise<void> {
  const id = streams.tag.idOf(r.streamId);
  switch (e.type) {
    case 'catalog.TagCreated': {
      const f = e.data.fields;
      await tx.query(
        `INSERT INTO cat_tags (id, company_id, name, description, color, category, created_at, version)
         VALUES ($1, $2, $3::jsonb, $4::jsonb, $5, $6, $7, $8) ON CONFLICT (id) DO NOTHING`,
        [id, e.data.companyId, JSON.stringify(f.name), JSON.stringify(f.description), f.color, f.category, e.data.createdAt, r.streamVersion],
      );
      return;
    }
    case 'catalog.TagUpdated': {
      const f = e.data.fields;
      await tx.query(
        'UPDATE cat_tags SET name = $2::jsonb, description = $3::jsonb, color = $4, category = $5, version = $6 WHERE id = $1 AND version < $6',
        [id, JSON.stringify(f.name), JSON.stringify(f.description), f.color, f.category, r.streamVersion],
      );
      return;
    }
    case 'catalog.TagDeleted': {
      // trainings keep the id in their own read model; queries show live tags only
      await tx.query('UPDATE cat_tags SET is_deleted = true, version = $2 WHERE id = $1 AND version < $2', [id, r.streamVersion]);
      return;
    }
    default:
      return;
  }
}

const TAG_TYPES = ['catalog.TagCreated', 'catalog.TagUpdated', 'catalog.TagDeleted'];

export const tagsProjection: Projection = tableProjection({
  name: 'catalog.tags',
  version: 1,
  eventTypes: TAG_TYPES,
  tables: ['cat_tags'],
  codec: catalogEvents,
  applyEvent: applyTag,
});
