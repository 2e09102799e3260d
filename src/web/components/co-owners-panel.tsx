/**
 * The body of the co-owner dialogs of trainings, groups and bundles: the intro, the owner, the
 * co-owners with remove and the person search to add one (`CoOwnerListEditor`), wired to the
 * feature's candidate query and mutations, with the toasts of `useCoOwnerActions`. The feature
 * brings its words, classes and test ids; the dialog frame stays the feature's.
 */
import type { ReactNode } from 'react';
import { personName } from '../lib/localize';
import {
  CoOwnerListEditor,
  useCoOwnerActions,
  useDebouncedSearch,
  type CoOwnerActionTexts,
  type CoOwnerEditorClasses,
  type CoOwnerEditorTexts,
  type Person,
} from './co-owner-list-editor';

/** What is owned: its owner and its current co-owners. */
export interface CoOwned {
  owner: { firstName: string; lastName: string } | null | undefined;
  ownerId: string | undefined;
  coOwnerDetails: Person[];
}

export type CoOwnerTexts = CoOwnerActionTexts & CoOwnerEditorTexts;

/** The keys that groups and bundles share for their co-owner texts. */
type CoOwnerKey =
  | 'common.error'
  | 'common.owner'
  | 'common.unknownOwner'
  | 'common.remove'
  | 'common.cancel'
  | 'common.add'
  | `coOwners.${'addFailed' | 'added' | 'addedText' | 'removeFailed' | 'removed' | 'removedText' | 'listTitle' | 'none' | 'removeConfirm' | 'limitReached' | 'pickPlaceholder' | 'noCandidates'}`;

/** The co-owner texts of a feature that keeps them under the shared keys (groups, bundles). */
export function coOwnerTexts(t: (key: CoOwnerKey, options?: Record<string, unknown>) => string, count: number, max: number, none: (text: string) => ReactNode): CoOwnerTexts {
  return {
    error: t('common.error'),
    addFailed: t('coOwners.addFailed'),
    added: t('coOwners.added'),
    addedText: (person) => t('coOwners.addedText', { name: personName(person) }),
    removeFailed: t('coOwners.removeFailed'),
    removed: t('coOwners.removed'),
    removedText: (person) => t('coOwners.removedText', { name: personName(person) }),
    ownerLabel: t('common.owner'),
    unknownOwner: t('common.unknownOwner'),
    listTitle: t('coOwners.listTitle', { count, max }),
    none: none(t('coOwners.none')),
    removeConfirm: (name) => t('coOwners.removeConfirm', { name }),
    remove: t('common.remove'),
    cancel: t('common.cancel'),
    limitReached: t('coOwners.limitReached', { max }),
    pickPlaceholder: t('coOwners.pickPlaceholder'),
    noCandidates: t('coOwners.noCandidates'),
    add: t('common.add'),
  };
}

export function CoOwnersPanel({
  id,
  subject,
  max,
  debounceMs,
  enabled = true,
  useCandidates,
  add,
  remove,
  adding,
  texts,
  classes,
  testIds,
}: {
  /** The owned thing's id, for the candidate query. */
  id: string;
  subject: CoOwned;
  max: number;
  debounceMs: number;
  /** Whether candidates may be searched at all (e.g. while the dialog is open). */
  enabled?: boolean;
  /** The feature's candidate query (people who may become co-owners of `id`, matching `search`). */
  useCandidates: (id: string, search: string, enabled: boolean) => { data?: Person[]; isFetching: boolean };
  add: (userId: string) => Promise<unknown>;
  remove: (userId: string) => Promise<unknown>;
  adding: boolean;
  texts: CoOwnerTexts;
  classes: CoOwnerEditorClasses;
  testIds: { item: string; select: string };
}) {
  const search = useDebouncedSearch(debounceMs);
  const coOwners = subject.coOwnerDetails;
  const candidates = useCandidates(id, search.search, enabled && coOwners.length < max);
  const { onAdd, onRemove } = useCoOwnerActions(add, remove, texts);
  return (
    <CoOwnerListEditor
      owner={subject.owner}
      ownerId={subject.ownerId}
      coOwners={coOwners}
      max={max}
      candidates={candidates.data ?? []}
      candidatesFetching={candidates.isFetching}
      search={search}
      classes={classes}
      testIds={testIds}
      adding={adding}
      onAdd={onAdd}
      onRemove={onRemove}
      texts={texts}
    />
  );
}
