import { useState } from 'react';
import { Button, Tabs, Tooltip } from 'antd';
import { FormDialog } from '../../../components/form-dialog';
import { AppstoreOutlined, ArrowRightOutlined, LockOutlined, SaveOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { useToast } from '../../../lib/use-toast';
import { useTraining } from '../api/queries';
import { useTrainingsT } from '../i18n';
import { emptyBasicValues } from '../lib/basic-values';
import { BasicSettingsForm } from './basic-settings-form';
import { ModulesEditor } from './modules-editor';
import { PreviewDialog } from './preview-dialog';
import { UnsavedChangesModal } from './unsaved-changes-modal';
import { useBasicSettings } from './use-basic-settings';
import { useModules } from './use-modules';
import { DEFAULT_CONTENT_LANGUAGE } from '../../../../shared/languages';

type TabKey = 'basic' | 'modules';

function TrainingDialogSession({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTrainingsT();
  const toast = useToast();
  const navigate = useNavigate();
  const basic = useBasicSettings(emptyBasicValues(), null);
  const trainingId = basic.trainingId;
  const training = useTraining(trainingId);
  const modules = useModules(trainingId, [], training.data?.defaultLanguage ?? DEFAULT_CONTENT_LANGUAGE);
  const [tab, setTab] = useState<TabKey>('basic');
  /** What to do once unsaved changes are saved or discarded. */
  const [pending, setPending] = useState<'close' | 'builder' | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const dirty = basic.dirty || modules.dirty;

  const finish = (action: 'close' | 'builder') => {
    onClose();
    if (action === 'builder' && trainingId) void navigate({ to: '/training-builder/$id', params: { id: trainingId } });
  };
  /** Close (or go to the builder), but with unsaved changes ask first: save, discard, keep editing. */
  const request = (action: 'close' | 'builder') => (dirty ? setPending(action) : finish(action));
  const requestClose = () => request('close');

  const saveBasic = async () => {
    const wasNew = !trainingId;
    const saved = await basic.save();
    if (saved && saved !== 'processing') {
      if (wasNew) {
        toast.success(t('form.created'), t('form.createdText'));
        setTab('modules');
      } else {
        toast.success(t('form.saved'), t('form.savedText'));
      }
    }
  };

  const saveAllAndFinish = async () => {
    const action = pending ?? 'close';
    if (basic.dirty && !(await basic.save())) return;
    if (modules.dirty && !(await modules.save())) return;
    setPending(null);
    finish(action);
  };

  return (
    <FormDialog
      open={open}
      onCancel={requestClose}
      width={920}
      title={t('form.createTitle')}
      className="tr-training-dialog"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as TabKey)}
        items={[
          {
            key: 'basic',
            label: t('form.tabs.basic'),
            icon: <SettingOutlined />,
            children: (
              <>
                <BasicSettingsForm values={basic.values} onChange={basic.setValues} showErrors={basic.showErrors} />
                <div className="dialog-actions tr-dialog-footer">
                  <Button onClick={requestClose}>{t('common.cancel')}</Button>
                  <Button type="primary" icon={<SaveOutlined />} loading={basic.saving} onClick={() => void saveBasic()}>
                    {trainingId ? t('form.save') : t('form.create')}
                  </Button>
                </div>
              </>
            ),
          },
          {
            key: 'modules',
            disabled: !trainingId,
            label: trainingId ? (
              t('form.tabs.modules')
            ) : (
              <Tooltip title={t('form.tabs.modulesLocked')}>
                <span>
                  <LockOutlined /> {t('form.tabs.modules')}
                </span>
              </Tooltip>
            ),
            icon: trainingId ? <AppstoreOutlined /> : undefined,
            children: trainingId ? (
              <>
                <ModulesEditor controller={modules} serverModules={training.data?.modules ?? []} onPreview={() => setPreviewOpen(true)} contentLanguages={training.data?.contentLanguages} defaultLanguage={training.data?.defaultLanguage} />
                <div className="dialog-actions tr-dialog-footer">
                  <Button icon={<ArrowRightOutlined />} onClick={() => request('builder')}>
                    {t('form.openBuilder')}
                  </Button>
                  <Button onClick={requestClose}>{t('common.close')}</Button>
                </div>
              </>
            ) : null,
          },
        ]}
      />
      <UnsavedChangesModal
        open={pending !== null}
        saving={basic.saving || modules.saving}
        onCancel={() => setPending(null)}
        onDiscard={() => {
          const action = pending ?? 'close';
          setPending(null);
          finish(action);
        }}
        onSave={() => void saveAllAndFinish()}
      />
      <PreviewDialog
        open={previewOpen}
        trainingId={trainingId}
        modules={modules.modules}
        title={training.data?.title}
        onClose={() => setPreviewOpen(false)}
      />
    </FormDialog>
  );
}

/**
 * Create training (spec section 2): tabs 'Basic Settings' and 'Module Builder'; the module builder
 * unlocks once the basic settings have been saved for the first time. Every opening starts a fresh
 * session (empty form, no training yet).
 */
export function TrainingDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSession((n) => n + 1);
  }
  return <TrainingDialogSession key={session} open={open} onClose={onClose} />;
}
