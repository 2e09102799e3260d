import { Select, Spin } from 'antd';
import { useDebouncedSearch } from '../../../components/co-owner-list-editor';
import { usePeopleSearch, type PersonOption } from '../api/queries';
import { useDataProtectionT } from '../i18n';

/** A chosen person: their id and the label the select shows (the name, then e-mail or personnel number). */
export interface PersonChoice {
  value: string;
  label: string;
  name: string;
}

/**
 * One person of the company, searched on the server (GET /api/users?search=, names, e-mail and
 * personnel number), debounced while typing. A form control: value and onChange carry the choice
 * with its label, so that it stays labelled after the search moved on.
 */
export function PersonSelect({ value, onChange, id, autoFocus }: { value?: PersonChoice | null; onChange?: (value: PersonChoice | null) => void; id?: string; autoFocus?: boolean }) {
  const { t } = useDataProtectionT();
  const { searchText, search, onSearch } = useDebouncedSearch(250);
  const people = usePeopleSearch(search, true);

  const choiceOf = (p: PersonOption): PersonChoice => {
    const name = `${p.firstName} ${p.lastName}`.trim();
    const detail = p.email || (p.personnelNumber ? t('holds.personnelNumber', { number: p.personnelNumber }) : '');
    return { value: p.id, name, label: detail ? `${name} (${detail})` : name };
  };
  const found = (people.data ?? []).map(choiceOf);
  const options = value && !found.some((o) => o.value === value.value) ? [value, ...found] : found;

  return (
    <Select<PersonChoice>
      id={id}
      labelInValue
      allowClear
      autoFocus={autoFocus}
      value={value ?? undefined}
      onChange={(next) => {
        onSearch('');
        const chosen = next ? options.find((o) => o.value === next.value) : undefined;
        onChange?.(chosen ?? null);
      }}
      showSearch={{ filterOption: false, searchValue: searchText, onSearch }}
      placeholder={t('place.personPlaceholder')}
      options={options.map(({ value: v, label }) => ({ value: v, label }))}
      notFoundContent={people.isFetching ? <Spin size="small" aria-label={t('place.searching')} /> : t('place.noMatch')}
      data-testid="legal-hold-person"
    />
  );
}
