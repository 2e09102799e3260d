import { useState } from 'react';
import { Alert, Button, Tag as AntTag } from 'antd';
import { SaveOutlined, TagsOutlined } from '@ant-design/icons';
import { useCurrentUser } from '../../../lib/auth';
import { useToast } from '../../../lib/use-toast';
import { mayAccess } from '../../../../shared/policy';
import { useSetTrainingTags } from '../api/mutations';
import { useAvailableTags } from '../api/queries';
import type { Training } from '../api/types';
import { useTrainingsT } from '../i18n';
import { TAG_CATEGORIES } from '../lib/constants';
import { ToggleTagChip } from '../../../components/tag-chip';
import { TagManagementDialog } from './tag-management-dialog';
import { EditorToolbar } from './editor-toolbar';
import { LoadingBlock } from '../../../components/loading-block';

/** Tags tab of the builder: choose the training's tags (POST /api/trainings/{id}/tags). */
export function TrainingTagsEditor({ training }: { training: Training }) {
  const { t, language } = useTrainingsT();
  const toast = useToast();
  const { data: user } = useCurrentUser();
  const tags = useAvailableTags();
  const setTags = useSetTrainingTags();
  const [selected, setSelected] = useState<string[]>(() => training.tags.map((tag) => tag.id));
  const [saved, setSaved] = useState<string[]>(() => training.tags.map((tag) => tag.id));
  const [manageOpen, setManageOpen] = useState(false);
  const dirty = [...selected].sort().join(',') !== [...saved].sort().join(',');

  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s, id] : s.filter((x) => x !== id)));
  const save = async () => {
    try {
      await setTags.mutateAsync({ trainingId: training.id, tagIds: selected });
    } catch {
      // Spec section 8: 'Fehler beim Aktualisieren der Tags.'
      toast.error(t('common.error'), t('tagsTab.failed'));
      return;
    }
    setSaved(selected);
    toast.success(t('tagsTab.saved'), t('tagsTab.savedText'));
  };

  return (
    <div className="tr-tags-editor" data-testid="training-tags-editor">
      <EditorToolbar
        title={t('tagsTab.title')}
        count={t('tagsTab.selected', { count: selected.length })}
        unsaved={dirty && <AntTag color="warning">{t('builder.unsaved')}</AntTag>}
      >
        {mayAccess(user?.role, 'tagManagement') && (
          <Button icon={<TagsOutlined />} onClick={() => setManageOpen(true)}>
            {t('tagsTab.manage')}
          </Button>
        )}
        <Button type="primary" icon={<SaveOutlined />} disabled={!dirty} loading={setTags.isPending} onClick={() => void save()}>
          {t('tagsTab.save')}
        </Button>
      </EditorToolbar>
      <p className="tr-hint">{t('tagsTab.intro')}</p>
      {tags.isPending && <LoadingBlock />}
      {tags.isError && <Alert type="error" showIcon title={tags.error.message} />}
      {tags.data?.length === 0 && <p className="tr-muted">{t('tagsTab.none')}</p>}
      {TAG_CATEGORIES.map((category) => {
        const inCategory = (tags.data ?? []).filter((tag) => tag.category === category);
        if (inCategory.length === 0) return null;
        return (
          <section key={category} className="tr-tag-group">
            <h4 className="tr-tag-group__title">{t(`tagCategories.${category}`)}</h4>
            <div className="tr-chip-cloud">
              {inCategory.map((tag) => (
                <ToggleTagChip key={tag.id} tag={tag} language={language} checked={selected.includes(tag.id)} onChange={(on) => toggle(tag.id, on)} />
              ))}
            </div>
          </section>
        );
      })}
      <TagManagementDialog open={manageOpen} onClose={() => setManageOpen(false)} />
    </div>
  );
}
