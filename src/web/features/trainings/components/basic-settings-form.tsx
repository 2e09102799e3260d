import { useId, type ReactNode } from 'react';
import { AutoComplete, Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Difficulty, TrainingStatus } from '../api/types';
import { useTrainingsT } from '../i18n';
import { missingDescription, missingTitle, type BasicValues } from '../lib/basic-values';
import { BUILDER_PERIODS, DIFFICULTIES, STATUSES } from '../lib/constants';
import { periodLabel } from '../../../lib/period';
import { ImagePicker } from './image-picker';

const CATEGORY_SUGGESTIONS = ['safety', 'fire', 'health', 'compliance', 'technology', 'leadership'] as const;

/** A switch with its label and hint beside it; `children` shows below the hint (a follow-up field). */
function SwitchCard({
  id,
  checked,
  onChange,
  label,
  hint,
  mainClassName,
  testId,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
  hint: string;
  mainClassName?: string;
  testId?: string;
  children?: ReactNode;
}) {
  return (
    <div className="tr-switch-card">
      <Switch id={id} checked={checked} onChange={onChange} data-testid={testId} />
      <div className={mainClassName}>
        <label htmlFor={id} className="tr-switch-card__label">
          {label}
        </label>
        <p className="tr-hint">{hint}</p>
        {children}
      </div>
    </div>
  );
}

/**
 * The basic settings of a training (spec section 2): title and description per language, status,
 * required flag, recertification with period, category, difficulty, duration, cover image.
 * Controlled: the parent keeps the values and decides when to save.
 */
export function BasicSettingsForm({
  values,
  onChange,
  showErrors,
}: {
  values: BasicValues;
  onChange: (values: BasicValues) => void;
  showErrors: boolean;
}) {
  const { t } = useTrainingsT();
  const id = useId();
  const set = <K extends keyof BasicValues>(key: K, value: BasicValues[K]) => onChange({ ...values, [key]: value });
  const titleError = showErrors && missingTitle(values);
  const descriptionError = showErrors && missingDescription(values);
  const periodError = showErrors && values.requiresRecertification && !values.recertificationPeriod;

  const periods: string[] = [...BUILDER_PERIODS];
  if (values.recertificationPeriod && !periods.includes(values.recertificationPeriod)) periods.push(values.recertificationPeriod);

  return (
    <Form layout="vertical" component="div" className="tr-basic-form" requiredMark>
      <h3 className="tr-section-title">{t('form.sectionContent')}</h3>
      <div className="form-grid-2">
        <Form.Item label={t('form.titleDe')} htmlFor={`${id}-title-de`} required validateStatus={titleError ? 'error' : undefined}>
          <Input
            id={`${id}-title-de`}
            value={values.title.de}
            maxLength={200}
            placeholder={t('form.titlePlaceholder')}
            onChange={(e) => set('title', { ...values.title, de: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('form.titleEn')} htmlFor={`${id}-title-en`}>
          <Input id={`${id}-title-en`} value={values.title.en} maxLength={200} onChange={(e) => set('title', { ...values.title, en: e.target.value })} />
        </Form.Item>
        <Form.Item label={t('form.descriptionDe')} htmlFor={`${id}-description-de`} required validateStatus={descriptionError ? 'error' : undefined}>
          <Input.TextArea
            id={`${id}-description-de`}
            value={values.description.de}
            maxLength={5000}
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder={t('form.descriptionPlaceholder')}
            onChange={(e) => set('description', { ...values.description, de: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('form.descriptionEn')} htmlFor={`${id}-description-en`}>
          <Input.TextArea
            id={`${id}-description-en`}
            value={values.description.en}
            maxLength={5000}
            autoSize={{ minRows: 3, maxRows: 8 }}
            onChange={(e) => set('description', { ...values.description, en: e.target.value })}
          />
        </Form.Item>
      </div>

      <h3 className="tr-section-title">{t('form.sectionSettings')}</h3>
      <div className="tr-form-grid-4">
        <Form.Item label={t('form.status')} htmlFor={`${id}-status`}>
          <Select<TrainingStatus>
            id={`${id}-status`}
            value={values.status}
            onChange={(status) => set('status', status)}
            options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('form.category')} htmlFor={`${id}-category`}>
          <AutoComplete
            id={`${id}-category`}
            value={values.category}
            onChange={(category: string) => set('category', category)}
            options={CATEGORY_SUGGESTIONS.map((key) => ({ value: t(`form.categorySuggestions.${key}`) }))}
            placeholder={t('form.categoryPlaceholder')}
            maxLength={100}
          />
        </Form.Item>
        <Form.Item label={t('form.difficulty')} htmlFor={`${id}-difficulty`}>
          <Select<Difficulty>
            id={`${id}-difficulty`}
            value={values.difficulty ?? undefined}
            allowClear
            placeholder={t('form.difficultyPlaceholder')}
            onChange={(difficulty) => set('difficulty', difficulty ?? null)}
            options={DIFFICULTIES.map((d) => ({ value: d, label: t(`difficulty.${d}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('form.duration')} htmlFor={`${id}-duration`}>
          <InputNumber
            id={`${id}-duration`}
            className="tr-full-width"
            min={0}
            max={10000}
            precision={0}
            value={values.duration}
            onChange={(duration) => set('duration', typeof duration === 'number' ? duration : null)}
          />
        </Form.Item>
      </div>

      <div className="tr-switch-grid">
        <SwitchCard id={`${id}-required`} checked={values.isRequired} onChange={(on) => set('isRequired', on)} label={t('form.isRequired')} hint={t('form.isRequiredHint')} />
        <SwitchCard
          id={`${id}-recert`}
          checked={values.requiresRecertification}
          onChange={(on) => onChange({ ...values, requiresRecertification: on, recertificationPeriod: on ? values.recertificationPeriod : null })}
          label={t('form.recertification')}
          hint={t('form.recertificationHint')}
          mainClassName="tr-switch-card__main"
        >
          {values.requiresRecertification && (
            <Form.Item
              label={t('form.period')}
              htmlFor={`${id}-period`}
              required
              className="tr-switch-card__field"
              validateStatus={periodError ? 'error' : undefined}
            >
              <Select<string>
                id={`${id}-period`}
                value={values.recertificationPeriod ?? undefined}
                placeholder={t('form.periodPlaceholder')}
                onChange={(period) => set('recertificationPeriod', period)}
                options={periods.map((p) => ({ value: p, label: periodLabel(p, t) }))}
              />
            </Form.Item>
          )}
        </SwitchCard>
        <SwitchCard
          id={`${id}-practical`}
          checked={values.requiresPracticalPart}
          onChange={(on) => set('requiresPracticalPart', on)}
          label={t('form.practicalPart')}
          hint={t('form.practicalPartHint')}
          testId="requires-practical-part"
        />
      </div>

      <h3 className="tr-section-title">{t('form.sectionImage')}</h3>
      <ImagePicker value={{ imageId: values.imageId, imageUrl: values.imageUrl }} onChange={(image) => onChange({ ...values, ...image })} />
    </Form>
  );
}
