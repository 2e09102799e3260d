/**
 * The co-owner list editor of trainings, groups and bundles, spec section 6: the owner, the
 * co-owners (at most `max`) with remove, and a debounced person search to add one. The owner and
 * existing co-owners are never offered. The feature brings its texts, query and mutations; the
 * markup keeps the feature's own classes and test ids.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Avatar, Button, Popconfirm, Select, Spin } from 'antd';
import { CrownOutlined, DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../lib/api';
import { personName } from '../lib/localize';
import { useToast } from '../lib/use-toast';

export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

const initialsOf = (p: { firstName: string; lastName: string } | null | undefined) =>
  p ? `${p.firstName.charAt(0)}${p.lastName.charAt(0)}`.toUpperCase() || '?' : '?';

/** The toasts of adding and removing a co-owner, in the feature's words. */
export interface CoOwnerActionTexts {
  error: string;
  addFailed: string;
  added: string;
  addedText: (person: Person) => string;
  removeFailed: string;
  removed: string;
  removedText: (person: Person) => string;
}

/**
 * `onAdd` and `onRemove` for the editor: run the feature's mutation, and say how it went (the
 * server's message on failure). `onAdd` answers whether the person was added.
 */
export function useCoOwnerActions(add: (userId: string) => Promise<unknown>, remove: (userId: string) => Promise<unknown>, texts: CoOwnerActionTexts) {
  const toast = useToast();
  const onAdd = async (person: Person | undefined, userId: string) => {
    try {
      await add(userId);
    } catch (error) {
      toast.error(texts.error, serverMessageOr(error, texts.addFailed));
      return false;
    }
    toast.success(texts.added, person ? texts.addedText(person) : undefined);
    return true;
  };
  const onRemove = async (person: Person) => {
    try {
      await remove(person.id);
    } catch (error) {
      toast.error(texts.error, serverMessageOr(error, texts.removeFailed));
      return;
    }
    toast.success(texts.removed, texts.removedText(person));
  };
  return { onAdd, onRemove };
}

/** What is typed into a searching picker, and the search it asks the server for once typing pauses. */
export interface DebouncedSearch {
  searchText: string;
  search: string;
  onSearch: (text: string) => void;
  clear: () => void;
}

/** Debounced search text for a picker's query (the co-owner, member, training and bundle pickers). */
export function useDebouncedSearch(delayMs: number): DebouncedSearch {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const onSearch = (text: string) => {
    setSearchText(text);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setSearch(text.trim()), delayMs);
  };
  return { searchText, search, onSearch, clear: () => setSearchText('') };
}

export interface CoOwnerEditorTexts {
  ownerLabel: string;
  unknownOwner: string;
  listTitle: string;
  none: ReactNode;
  removeConfirm: (name: string) => string;
  remove: string;
  cancel: string;
  limitReached: string;
  pickPlaceholder: string;
  noCandidates: string;
  add: string;
}

/** The feature's classes for each part (its stylesheet stays where it is). */
export interface CoOwnerEditorClasses {
  owner: string;
  item: string;
  text: string;
  muted: string;
  title: string;
  list: string;
  addRow: string;
  select?: string;
}

export function CoOwnerListEditor({
  owner,
  ownerId,
  coOwners,
  max,
  candidates,
  candidatesFetching,
  search,
  texts,
  classes,
  testIds,
  adding,
  onAdd,
  onRemove,
}: {
  owner: { firstName: string; lastName: string } | null | undefined;
  ownerId: string | undefined;
  coOwners: Person[];
  max: number;
  candidates: Person[];
  candidatesFetching: boolean;
  search: ReturnType<typeof useDebouncedSearch>;
  texts: CoOwnerEditorTexts;
  classes: CoOwnerEditorClasses;
  testIds: { item: string; select: string };
  adding: boolean;
  /** Adds one; resolves true when it worked (the choice is then cleared). */
  onAdd: (person: Person | undefined, userId: string) => Promise<boolean>;
  onRemove: (person: Person) => Promise<unknown>;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const full = coOwners.length >= max;
  // The server leaves them out too; filtered again so that a stale list never offers them.
  const offered = candidates.filter((c) => c.id !== ownerId && !coOwners.some((o) => o.id === c.id));

  const addChosen = async () => {
    if (!chosen || adding) return;
    if (!(await onAdd(offered.find((c) => c.id === chosen), chosen))) return;
    setChosen(null);
    search.clear();
  };

  const person = (p: { firstName: string; lastName: string } | null | undefined, name: string, detail: ReactNode) => (
    <>
      <Avatar className="avatar-initials" size={36}>
        {initialsOf(p)}
      </Avatar>
      <div className={classes.text}>
        <strong>{name}</strong>
        <span className={classes.muted}>{detail}</span>
      </div>
    </>
  );

  return (
    <>
      <div className={classes.owner}>
        {person(
          owner,
          personName(owner) || texts.unknownOwner,
          <>
            <CrownOutlined /> {texts.ownerLabel}
          </>,
        )}
      </div>
      <section>
        <h4 className={classes.title}>{texts.listTitle}</h4>
        {coOwners.length === 0 ? (
          texts.none
        ) : (
          <ul className={classes.list}>
            {coOwners.map((p) => (
              <li key={p.id} className={classes.item} data-testid={testIds.item}>
                {person(p, personName(p), p.email)}
                <Popconfirm
                  title={texts.removeConfirm(personName(p))}
                  okText={texts.remove}
                  cancelText={texts.cancel}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onRemove(p)}
                >
                  <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${texts.remove}: ${personName(p)}`} />
                </Popconfirm>
              </li>
            ))}
          </ul>
        )}
      </section>
      {full ? (
        <Alert type="info" showIcon title={texts.limitReached} />
      ) : (
        <div className={classes.addRow}>
          <Select<string>
            showSearch={{ filterOption: false, searchValue: search.searchText, onSearch: search.onSearch }}
            className={classes.select}
            placeholder={texts.pickPlaceholder}
            aria-label={texts.pickPlaceholder}
            value={chosen ?? undefined}
            onChange={(value) => setChosen(value)}
            notFoundContent={candidatesFetching ? <Spin size="small" /> : texts.noCandidates}
            options={offered.map((c) => ({ value: c.id, label: `${personName(c)} (${c.email})` }))}
            data-testid={testIds.select}
          />
          <Button type="primary" icon={<UserAddOutlined />} disabled={!chosen} loading={adding} onClick={() => void addChosen()}>
            {texts.add}
          </Button>
        </div>
      )}
    </>
  );
}
