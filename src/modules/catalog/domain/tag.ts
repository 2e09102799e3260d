import { accept, reject, type Decider } from '../../../platform/eventstore';
import { mayAccess } from '../../../shared/policy';
import type { CatalogEvent, TagFields } from './events';
import type { Actor } from './training';
import { DEFAULT_TAG_IDS, TAG_COLORS } from './vocabulary';

export type TagState =
  | { readonly status: 'none' }
  | { readonly status: 'active' | 'deleted'; readonly tagId: string; readonly companyId: string; readonly fields: TagFields };

export type TagCommand =
  | { readonly type: 'CreateTag'; readonly actor: Actor; readonly tagId: string; readonly companyId: string; readonly fields: TagFields; readonly now: Date }
  | { readonly type: 'UpdateTag'; readonly actor: Actor; readonly tagId: string; readonly fields: Partial<TagFields>; readonly now: Date }
  | { readonly type: 'DeleteTag'; readonly actor: Actor; readonly tagId: string; readonly now: Date };

export type TagError = 'TagAlreadyExists' | 'TagNotFound' | 'NotAllowedToManageTags' | 'DefaultTagIsFixed' | 'GermanNameRequired' | 'UnknownTagColor';

function check(fields: TagFields): TagError | null {
  if (!fields.name.de.trim()) return 'GermanNameRequired';
  if (!(TAG_COLORS as readonly string[]).includes(fields.color.toUpperCase())) return 'UnknownTagColor';
  return null;
}

function normalize(fields: TagFields): TagFields {
  return { ...fields, name: { ...fields.name, de: fields.name.de.trim(), ...(fields.name.en !== undefined ? { en: fields.name.en.trim() } : {}) }, color: fields.color.toUpperCase() };
}

export const tagDecider: Decider<TagCommand, CatalogEvent, TagState, TagError> = {
  initialState: { status: 'none' },
  evolve(state, event) {
    switch (event.type) {
      case 'catalog.TagCreated':
        return { status: 'active', tagId: event.data.tagId, companyId: event.data.companyId, fields: event.data.fields };
      case 'catalog.TagUpdated':
        return state.status === 'none' ? state : { ...state, fields: event.data.fields };
      case 'catalog.TagDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (!mayAccess(command.actor.role, 'tagManagement')) return reject('NotAllowedToManageTags');
    // the default vocabulary belongs to the product: no company changes or deletes it
    if (command.type !== 'CreateTag' && DEFAULT_TAG_IDS.has(command.tagId)) return reject('DefaultTagIsFixed');
    switch (command.type) {
      case 'CreateTag': {
        if (state.status !== 'none') return reject('TagAlreadyExists');
        const fields = normalize(command.fields);
        const bad = check(fields);
        if (bad) return reject(bad);
        return accept({ type: 'catalog.TagCreated', data: { tagId: command.tagId, companyId: command.companyId, fields, createdAt: command.now.toISOString() } });
      }
      case 'UpdateTag': {
        if (state.status !== 'active') return reject('TagNotFound');
        const fields = normalize({ ...state.fields, ...command.fields });
        const bad = check(fields);
        if (bad) return reject(bad);
        if (JSON.stringify(fields) === JSON.stringify(state.fields)) return accept();
        return accept({ type: 'catalog.TagUpdated', data: { fields, updatedAt: command.now.toISOString() } });
      }
      case 'DeleteTag':
        if (state.status !== 'active') return reject('TagNotFound');
        return accept({ type: 'catalog.TagDeleted', data: { deletedAt: command.now.toISOString() } });
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
