import { Select } from 'antd';
import type { Ownership } from '../../shared/contracts/organization';
import { OWNERSHIPS } from '../lib/list-queries';

/** The ownership filter of a list page (all, mine, co-owned); the feature brings its words, classes and test id. */
export function OwnershipSelect({
  value,
  onChange,
  label,
  optionLabel,
  labelClassName,
  className,
  testId,
}: {
  value: Ownership;
  onChange: (ownership: Ownership) => void;
  label: string;
  optionLabel: (ownership: Ownership) => string;
  labelClassName: string;
  className: string;
  testId: string;
}) {
  return (
    <Select<Ownership>
      prefix={<span className={labelClassName}>{label}:</span>}
      className={className}
      aria-label={label}
      value={value}
      onChange={onChange}
      options={OWNERSHIPS.map((o) => ({ value: o, label: optionLabel(o) }))}
      data-testid={testId}
    />
  );
}
