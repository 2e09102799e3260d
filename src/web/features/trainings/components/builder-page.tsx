import { useRef, useState } from 'react';
import { Button, Spin, Tabs, Tag } from 'antd';
import {
  AppstoreOutlined,
  ArrowLeftOutlined,
  DeleteOutlined,
  EyeOutlined,
  QuestionCircleOutlined,
  SaveOutlined,
  SettingOutlined,
  TagsOutlined,
  TranslationOutlined,
  TeamOutlined,
  UndoOutlined,
  UserOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { PageResult } from '../../../components/page-result';
import { isApiError } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useTraining } from '../api/queries';
import type { TrainingDetail } from '../api/types';
import { useTrainingsT } from '../i18n';
import { valuesFromTraining } from '../lib/basic-values';
import { localize, personName } from '../../../lib/localize';
import { BasicSettingsForm } from './basic-settings-form';
import { CoOwnerDialog } from './co-owner-dialog';
import { InstructorDialog } from './instructor-dialog';
import { QuestionsList } from './questions-list';
import { ModulesEditor } from './modules-editor';
import { LanguagePanel } from './language-panel';
import { useTrainingLanguagesT } from '../language-texts';
import { PreviewDialog } from './preview-dialog';
import { StatusBadge } from './status-badge';
import { TagChip } from '../../../components/tag-chip';
import { TrainingCover } from './training-card';
import { TrainingTagsEditor } from './training-tags-editor';
import { UnsavedChangesModal } from './unsaved-changes-modal';
import { useBasicSettings } from './use-basic-settings';
import { useDeleteTrainingFlow } from './use-delete-training';
import { useModules } from './use-modules';
import '../../../styles/list-pages.css';
import '../trainings.css';

type TabKey = 'basic' | 'modules' | 'languages' | 'tags' | 'questions';

function BackButton() {
  const { t } = useTrainingsT();
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate({ to: '/trainings' })}>
      {t('common.back')}
    </Button>
  );
}

function BuilderEditor({ training }: { training: TrainingDetail }) {
  const { t, language } = useTrainingsT();
  const { t: languagesT } = useTrainingLanguagesT();
  const toast = useToast();
  const navigate = useNavigate();
  const basic = useBasicSettings(valuesFromTraining(training), training.id);
  const modules = useModules(training.id, training.modules, training.defaultLanguage);
  const confirmDelete = useDeleteTrainingFlow();
  const [tab, setTab] = useState<TabKey>('basic');
  const [previewOpen, setPreviewOpen] = useState(false);
  const [coOwnersOpen, setCoOwnersOpen] = useState(false);
  const [instructorOpen, setInstructorOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  /** Set when the training was deleted: nothing left to save, leave without asking. */
  const deleted = useRef(false);
  const dirty = basic.dirty || modules.dirty;

  // Leaving the builder with unsaved changes asks to save or discard (spec section 2).
  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !deleted.current,
    enableBeforeUnload: () => dirty && !deleted.current,
    withResolver: true,
  });

  const saveBasic = async () => {
    const saved = await basic.save();
    if (saved && saved !== 'processing') toast.success(t('form.saved'), t('form.savedText'));
  };

  const saveAll = async () => {
    setSaving(true);
    try {
      if (basic.dirty && !(await basic.save())) return false;
      if (modules.dirty && !(await modules.save())) return false;
      return true;
    } finally {
      setSaving(false);
    }
  };

  const title = localize(training.title, language);

  return (
    <div className="page tr-builder" data-testid="training-builder">
      <div className="tr-builder__top">
        <Button type="link" icon={<ArrowLeftOutlined />} className="tr-builder__back" onClick={() => void navigate({ to: '/trainings' })}>
          {t('builder.back')}
        </Button>
      </div>
      <section className="surface tr-builder__header">
        <TrainingCover imageUrl={training.imageUrl} alt="" className="tr-builder__cover" />
        <div className="tr-builder__heading">
          <span className="tr-builder__eyebrow">{t('builder.eyebrow')}</span>
          <h1 className="tr-builder__title">{title}</h1>
          <div className="tr-builder__meta">
            <StatusBadge status={training.status} />
            <span className="tr-muted">
              <UserOutlined /> {t('builder.owner', { name: personName(training.owner) || t('common.unknownOwner') })}
            </span>
            <span className="tr-muted" data-testid="builder-instructor">
              <UserSwitchOutlined /> {t('builder.instructor', { name: personName(training.instructor) || t('common.unknownOwner') })}
            </span>
            <span className="tr-muted">
              <AppstoreOutlined /> {t('modules.count', { count: modules.modules.length })}
            </span>
            {dirty && (
              <Tag color="warning" data-testid="builder-unsaved">
                {t('builder.unsaved')}
              </Tag>
            )}
          </div>
          {training.tags.length > 0 && (
            <div className="list-card__tags">
              {training.tags.map((tag) => (
                <TagChip key={tag.id} tag={tag} language={language} small />
              ))}
            </div>
          )}
        </div>
        <div className="tr-builder__actions">
          <Button icon={<EyeOutlined />} onClick={() => setPreviewOpen(true)}>
            {t('builder.preview')}
          </Button>
          <Button icon={<UserSwitchOutlined />} onClick={() => setInstructorOpen(true)} data-testid="builder-instructor-button">
            {t('builder.instructorButton')}
          </Button>
          {training.permissions.manageCoOwners && (
            <Button icon={<TeamOutlined />} onClick={() => setCoOwnersOpen(true)}>
              {t('builder.coOwners')}
              {training.coOwners.length > 0 ? ` (${training.coOwners.length})` : ''}
            </Button>
          )}
          {training.permissions.delete && (
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common.delete')}
              onClick={() =>
                confirmDelete(training, () => {
                  deleted.current = true;
                  void navigate({ to: '/trainings' });
                })
              }
            />
          )}
        </div>
      </section>

      <section className="surface tr-builder__body">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          items={[
            {
              key: 'basic',
              icon: <SettingOutlined />,
              label: (
                <span>
                  {t('builder.tabs.basic')}
                  {basic.dirty && <span className="tr-dirty-dot" aria-label={t('builder.unsaved')} />}
                </span>
              ),
              children: (
                <>
                  <BasicSettingsForm values={basic.values} onChange={basic.setValues} showErrors={basic.showErrors} />
                  <div className="dialog-actions tr-dialog-footer">
                    {basic.dirty && (
                      <Button icon={<UndoOutlined />} onClick={basic.discard}>
                        {t('builder.unsavedDiscard')}
                      </Button>
                    )}
                    <Button type="primary" icon={<SaveOutlined />} disabled={!basic.dirty} loading={basic.saving} onClick={() => void saveBasic()}>
                      {t('form.save')}
                    </Button>
                  </div>
                </>
              ),
            },
            {
              key: 'modules',
              icon: <AppstoreOutlined />,
              label: (
                <span>
                  {t('builder.tabs.modules')}
                  {modules.dirty && <span className="tr-dirty-dot" aria-label={t('builder.unsaved')} />}
                </span>
              ),
              children: <ModulesEditor controller={modules} serverModules={training.modules} contentLanguages={training.contentLanguages} defaultLanguage={training.defaultLanguage} />,
            },
            {
              key: 'languages',
              icon: <TranslationOutlined />,
              label: languagesT('tab'),
              children: tab === 'languages' ? <LanguagePanel training={training} /> : null,
            },
            {
              key: 'tags',
              icon: <TagsOutlined />,
              label: t('builder.tabs.tags'),
              children: <TrainingTagsEditor training={training} />,
            },
            {
              key: 'questions',
              icon: <QuestionCircleOutlined />,
              label: t('builder.tabs.questions'),
              children: tab === 'questions' ? <QuestionsList trainingId={training.id} /> : null,
            },
          ]}
        />
      </section>

      <PreviewDialog open={previewOpen} trainingId={training.id} modules={modules.modules} title={basic.values.title} onClose={() => setPreviewOpen(false)} />
      {training.permissions.manageCoOwners && <CoOwnerDialog open={coOwnersOpen} trainingId={training.id} onClose={() => setCoOwnersOpen(false)} />}
      <InstructorDialog open={instructorOpen} training={training} onClose={() => setInstructorOpen(false)} />
      <UnsavedChangesModal
        open={blocker.status === 'blocked'}
        saving={saving}
        onCancel={() => blocker.reset?.()}
        onDiscard={() => blocker.proceed?.()}
        onSave={() =>
          void saveAll().then((ok) => {
            if (ok) blocker.proceed?.();
          })
        }
      />
    </div>
  );
}

/**
 * Training builder /training-builder/$id (spec section 2): basic settings, modules, tags, and the
 * learners' questions to the instructor with the instructor's choice (issue 16, item 5).
 * Malformed (400) or unknown (404) ids show 'not found' with Back; users who may not edit the
 * training see a no-permission message.
 */
export function BuilderPage({ id }: { id: string }) {
  const { t } = useTrainingsT();
  const training = useTraining(id);

  if (training.isPending) {
    return (
      <div className="page page-centered list-center" data-testid="builder-loading">
        <Spin size="large" />
      </div>
    );
  }
  if (training.isError) {
    const error = training.error;
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      const subTitle = error.status === 400 ? t('builder.invalidId') : t('builder.notFoundText');
      return <PageResult testId="builder-not-found" status="404" title={t('builder.notFoundTitle')} subTitle={subTitle} extra={<BackButton />} />;
    }
    return (
      <PageResult
        status="warning"
        title={t('common.loadError')}
        subTitle={error.message}
        extra={
          <>
            <BackButton />
            <Button type="primary" onClick={() => void training.refetch()}>
              {t('common.retry')}
            </Button>
          </>
        }
      />
    );
  }
  if (!training.data.permissions.edit) {
    return <PageResult testId="builder-no-permission" status="403" title={t('builder.noPermissionTitle')} subTitle={t('builder.noPermissionText')} extra={<BackButton />} />;
  }
  return <BuilderEditor key={training.data.id} training={training.data} />;
}
