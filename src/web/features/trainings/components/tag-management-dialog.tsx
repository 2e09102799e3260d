import { useId, useState } from 'react';
import { Alert, Button, Form, Input, Modal, Popconfirm, Select, Tooltip } from 'antd';
import { DialogActions } from '../../../components/dialog-actions';
import { ArrowLeftOutlined, CheckOutlined, DeleteOutlined, EditOutlined, LockOutlined, PlusOutlined } from '@ant-design/icons';
import { useToast } from '../../../lib/use-toast';
import { useCreateTag, useDeleteTag, useUpdateTag } from '../api/mutations';
import { useAvailableTags, useCompanyTags } from '../api/queries';
import type { Tag, TagCategory, TagInput } from '../api/types';
import { useTrainingsT } from '../i18n';
import { DEFAULT_TAG_COLOR, TAG_CATEGORIES, TAG_COLORS } from '../lib/constants';
import { serverMessageOr } from '../lib/errors';
import { localize } from '../../../lib/localize';
import { TagChip } from '../../../components/tag-chip';
import { LoadingBlock } from '../../../components/loading-block';

interface TagFormValues {
  nameDe: string;
  nameEn: string;
  descriptionDe: string;
  descriptionEn: string;
  category: TagCategory;
  color: string;
}

const fromTag = (tag: Tag | null): TagFormValues => ({
  nameDe: tag?.name.de ?? '',
  nameEn: tag?.name.en ?? '',
  descriptionDe: tag?.description?.de ?? '',
  descriptionEn: tag?.description?.en ?? '',
  category: tag?.category ?? 'general',
  color: tag?.color ?? DEFAULT_TAG_COLOR,
});

function toInput(v: TagFormValues): TagInput {
  return {
    name: { de: v.nameDe.trim(), ...(v.nameEn.trim() ? { en: v.nameEn.trim() } : {}) },
    description: {
      ...(v.descriptionDe.trim() ? { de: v.descriptionDe.trim() } : {}),
      ...(v.descriptionEn.trim() ? { en: v.descriptionEn.trim() } : {}),
    },
    color: v.color,
    category: v.category,
  };
}

/** Create or edit one company tag: names and descriptions per language, category, preset color. */
function TagForm({ tag, onDone }: { tag: Tag | null; onDone: () => void }) {
  const { t, language } = useTrainingsT();
  const toast = useToast();
  const id = useId();
  const create = useCreateTag();
  const update = useUpdateTag();
  const [values, setValues] = useState<TagFormValues>(() => fromTag(tag));
  const [showErrors, setShowErrors] = useState(false);
  const set = <K extends keyof TagFormValues>(key: K, value: TagFormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const saving = create.isPending || update.isPending;

  const submit = async () => {
    if (!values.nameDe.trim()) {
      setShowErrors(true);
      toast.error(t('common.validationTitle'), t('tags.nameRequired'));
      return;
    }
    try {
      if (tag) await update.mutateAsync({ id: tag.id, input: toInput(values) });
      else await create.mutateAsync(toInput(values));
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t(tag ? 'tags.updateFailed' : 'tags.createFailed')));
      return;
    }
    toast.success(t(tag ? 'tags.updated' : 'tags.created'), values.nameDe.trim());
    onDone();
  };

  const previewName = { de: values.nameDe.trim() || t('tags.previewFallback'), ...(values.nameEn.trim() ? { en: values.nameEn.trim() } : {}) };

  return (
    <Form layout="vertical" component="div" className="tr-tag-form" data-testid="tag-form">
      <div className="form-grid-2">
        <Form.Item label={t('tags.nameDe')} htmlFor={`${id}-name-de`} required validateStatus={showErrors && !values.nameDe.trim() ? 'error' : undefined}>
          <Input id={`${id}-name-de`} value={values.nameDe} maxLength={60} onChange={(e) => set('nameDe', e.target.value)} autoFocus />
        </Form.Item>
        <Form.Item label={t('tags.nameEn')} htmlFor={`${id}-name-en`}>
          <Input id={`${id}-name-en`} value={values.nameEn} maxLength={60} onChange={(e) => set('nameEn', e.target.value)} />
        </Form.Item>
        <Form.Item label={t('tags.descriptionDe')} htmlFor={`${id}-desc-de`}>
          <Input.TextArea id={`${id}-desc-de`} value={values.descriptionDe} maxLength={300} autoSize={{ minRows: 2, maxRows: 4 }} onChange={(e) => set('descriptionDe', e.target.value)} />
        </Form.Item>
        <Form.Item label={t('tags.descriptionEn')} htmlFor={`${id}-desc-en`}>
          <Input.TextArea id={`${id}-desc-en`} value={values.descriptionEn} maxLength={300} autoSize={{ minRows: 2, maxRows: 4 }} onChange={(e) => set('descriptionEn', e.target.value)} />
        </Form.Item>
      </div>
      <Form.Item label={t('tags.category')} htmlFor={`${id}-category`}>
        <Select<TagCategory>
          id={`${id}-category`}
          value={values.category}
          onChange={(category) => set('category', category)}
          options={TAG_CATEGORIES.map((c) => ({ value: c, label: t(`tagCategories.${c}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('tags.color')}>
        <div className="tr-swatches" role="radiogroup" aria-label={t('tags.color')}>
          {TAG_COLORS.map((color) => {
            const selected = values.color.toUpperCase() === color;
            return (
              <button
                key={color}
                type="button"
                role="radio"
                aria-checked={selected}
                aria-label={t('tags.colorLabel', { color })}
                title={color}
                className={`tr-swatch${selected ? ' tr-swatch--selected' : ''}`}
                style={{ background: color }}
                onClick={() => set('color', color)}
              >
                {selected && <CheckOutlined />}
              </button>
            );
          })}
        </div>
      </Form.Item>
      <div className="tr-tag-form__footer">
        <span className="tr-tag-form__preview">
          <span className="tr-muted">{t('tags.preview')}:</span> <TagChip tag={{ name: previewName, color: values.color }} language={language} />
        </span>
        <DialogActions onCancel={onDone} onSubmit={submit} loading={saving} submitText={tag ? t('tags.update') : t('tags.create')} />
      </div>
    </Form>
  );
}

function TagList({ onEdit, onCreate }: { onEdit: (tag: Tag) => void; onCreate: () => void }) {
  const { t, language } = useTrainingsT();
  const toast = useToast();
  const companyTags = useCompanyTags();
  const allTags = useAvailableTags();
  const deleteTag = useDeleteTag();
  const defaults = (allTags.data ?? []).filter((tag) => tag.isDefault);
  const own = companyTags.data ?? (allTags.data ?? []).filter((tag) => !tag.isDefault);

  const remove = async (tag: Tag) => {
    try {
      await deleteTag.mutateAsync(tag.id);
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('tags.deleteFailed')));
      return;
    }
    toast.success(t('tags.deleted'), localize(tag.name, language));
  };

  if (companyTags.isPending && allTags.isPending) {
    return <LoadingBlock />;
  }

  return (
    <div className="tr-tag-list">
      <section>
        <header className="tr-tag-list__header">
          <h4 className="tr-tag-list__title">{t('tags.companyTags')}</h4>
          <Button type="primary" size="small" icon={<PlusOutlined />} onClick={onCreate}>
            {t('tags.newTag')}
          </Button>
        </header>
        {companyTags.isError && <Alert type="error" showIcon title={companyTags.error.message} />}
        {own.length === 0 ? (
          <p className="tr-muted tr-tag-list__empty">{t('tags.noCompanyTags')}</p>
        ) : (
          <ul className="tr-tag-rows">
            {own.map((tag) => {
              const description = localize(tag.description ?? {}, language);
              return (
                <li key={tag.id} className="tr-tag-row" data-testid="company-tag">
                  <TagChip tag={tag} language={language} />
                  <span className="tr-tag-row__meta">
                    {t(`tagCategories.${tag.category}`)}
                    {description && ` · ${description}`}
                  </span>
                  <span className="tr-flex-spacer" />
                  <Tooltip title={t('common.edit')}>
                    <Button type="text" icon={<EditOutlined />} aria-label={`${t('common.edit')}: ${localize(tag.name, language)}`} onClick={() => onEdit(tag)} />
                  </Tooltip>
                  <Popconfirm
                    title={t('tags.deleteConfirm', { name: localize(tag.name, language) })}
                    okText={t('common.delete')}
                    cancelText={t('common.cancel')}
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(tag)}
                  >
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('common.delete')}: ${localize(tag.name, language)}`} />
                  </Popconfirm>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <section>
        <header className="tr-tag-list__header">
          <h4 className="tr-tag-list__title">
            <LockOutlined /> {t('tags.defaultTags')}
          </h4>
        </header>
        <p className="tr-hint">{t('tags.defaultHint')}</p>
        <div className="tr-chip-cloud" data-testid="default-tags">
          {defaults.map((tag) => (
            <TagChip key={tag.id} tag={tag} language={language} />
          ))}
        </div>
      </section>
    </div>
  );
}

type View = { mode: 'list' } | { mode: 'form'; tag: Tag | null };

/** Tag management (root, admin, manager): the company's tags plus the default vocabulary. */
export function TagManagementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTrainingsT();
  const [view, setView] = useState<View>({ mode: 'list' });
  const close = () => {
    setView({ mode: 'list' });
    onClose();
  };
  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      width={760}
      centered
      destroyOnHidden
      className="tr-tags-dialog"
      title={
        view.mode === 'list' ? (
          t('tags.dialogTitle')
        ) : (
          <span className="tr-dialog-title-with-back">
            <Button type="text" size="small" icon={<ArrowLeftOutlined />} aria-label={t('tags.backToList')} onClick={() => setView({ mode: 'list' })} />
            {view.tag ? t('tags.editTitle') : t('tags.createTitle')}
          </span>
        )
      }
    >
      {open &&
        (view.mode === 'list' ? (
          <TagList onCreate={() => setView({ mode: 'form', tag: null })} onEdit={(tag) => setView({ mode: 'form', tag })} />
        ) : (
          <TagForm key={view.tag?.id ?? 'new'} tag={view.tag} onDone={() => setView({ mode: 'list' })} />
        ))}
    </Modal>
  );
}
