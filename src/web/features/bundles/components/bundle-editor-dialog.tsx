import { useState } from 'react';
import { Form, Input, Skeleton } from 'antd';
import { SubmitActions } from '../../../components/dialog-actions';
import { FormDialog } from '../../../components/form-dialog';
import { AppstoreAddOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useSaveBundle } from '../api/mutations';
import { useBundleTrainings, useTrainingOptions } from '../api/queries';
import type { Bundle, BundleDraft, TrainingOption } from '../api/types';
import { useBundlesT } from '../i18n';
import { canSubmit, hasErrors, validateDraft, type DraftErrors } from '../lib/editor';
import { TrainingPicker } from './training-picker';
import { IconTitle } from '../../../components/icon-title';
import { LoadError } from '../../../components/load-error';

const EMPTY_DRAFT: BundleDraft = { name: '', description: '', trainingIds: [] };

function EditorForm({
  bundle,
  initial,
  known,
  onClose,
}: {
  /** The bundle being edited; null creates one. */
  bundle: Bundle | null;
  initial: BundleDraft;
  /** The bundle's current trainings (edit), so that their titles show even outside the list. */
  known: TrainingOption[];
  onClose: () => void;
}) {
  const { t } = useBundlesT();
  const toast = useToast();
  const options = useTrainingOptions(true);
  const save = useSaveBundle();
  const [draft, setDraft] = useState<BundleDraft>(initial);
  const [showErrors, setShowErrors] = useState(false);
  /** Set once POST succeeded: a retry after a failed PUT then edits this bundle instead of creating another. */
  const [created, setCreated] = useState<Bundle | null>(null);

  const errors = showErrors ? validateDraft(draft) : {};
  const submittable = canSubmit(draft, initial);
  const update = (patch: Partial<BundleDraft>) => setDraft((current) => ({ ...current, ...patch }));
  /** A required field's error state and its text below the field. */
  const fieldError = (error: DraftErrors[keyof DraftErrors]) => (error ? { validateStatus: 'error' as const, help: t(`editor.${error}`) } : {});

  const submit = async () => {
    setShowErrors(true);
    if (hasErrors(validateDraft(draft))) return;
    const target = bundle ?? created;
    try {
      const result = await save.mutateAsync({
        id: target?.id ?? null,
        saved: target ? { name: target.name, description: target.description } : null,
        draft,
        onCreated: setCreated,
      });
      if (bundle) toast.success(t('editor.updated'), t('editor.updatedText', { name: result.name }));
      else toast.success(t('editor.created'), t('editor.createdText', { name: result.name }));
      onClose();
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, bundle ? t('editor.updateFailed') : t('editor.createFailed')));
    }
  };

  return (
    <Form
      layout="vertical"
      requiredMark
      className="bd-editor"
      onFinish={() => void submit()}
      data-testid="bundle-editor-form"
    >
      <p className="dialog-intro">{t('editor.intro')}</p>
      <Form.Item label={t('editor.name')} htmlFor="bundle-name" required {...fieldError(errors.name)}>
        <Input
          id="bundle-name"
          value={draft.name}
          placeholder={t('editor.namePlaceholder')}
          onChange={(e) => update({ name: e.target.value })}
          autoFocus
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item label={t('editor.description')} htmlFor="bundle-description">
        <Input.TextArea
          id="bundle-description"
          value={draft.description}
          placeholder={t('editor.descriptionPlaceholder')}
          onChange={(e) => update({ description: e.target.value })}
          autoSize={{ minRows: 2, maxRows: 5 }}
        />
      </Form.Item>
      <Form.Item label={t('editor.trainings')} htmlFor="bundle-trainings" required {...fieldError(errors.trainings)}>
        <TrainingPicker
          id="bundle-trainings"
          options={options.data ?? []}
          known={known}
          loading={options.isPending}
          loadError={options.isError ? options.error.message : null}
          onRetry={() => void options.refetch()}
          value={draft.trainingIds}
          onChange={(trainingIds) => update({ trainingIds })}
          invalid={Boolean(errors.trainings)}
        />
      </Form.Item>
      <SubmitActions
        className="bd-dialog-footer"
        onCancel={onClose}
        pending={save.isPending}
        disabled={!submittable}
        icon={<SaveOutlined />}
        testId="bundle-editor-submit"
        submitText={save.isPending ? t('editor.saving') : bundle ? t('editor.save') : t('editor.create')}
      />
    </Form>
  );
}

/** Loads what an edit starts from (the bundle's trainings in order), then shows the form. */
function EditorSession({ bundle, onClose }: { bundle: Bundle | null; onClose: () => void }) {
  const { t } = useBundlesT();
  const trainings = useBundleTrainings(bundle?.id);

  if (!bundle) return <EditorForm bundle={null} initial={EMPTY_DRAFT} known={[]} onClose={onClose} />;
  if (trainings.isError) {
    return <LoadError title={t('view.loadError')} message={trainings.error.message} onRetry={() => trainings.refetch()} />;
  }
  // Wait for a fresh list: the edit replaces the training list, so it must start from the current one.
  if (!trainings.isSuccess || trainings.isFetching) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <EditorForm
      bundle={bundle}
      initial={{ name: bundle.name, description: bundle.description, trainingIds: trainings.data.map((x) => x.id) }}
      known={trainings.data}
      onClose={onClose}
    />
  );
}

/**
 * Create and edit dialog of a bundle (spec sections 2, 4, 5): name (required), description, and the
 * trainings in order (at least one). Every opening starts a fresh session.
 */
export function BundleEditorDialog({ open, bundle, onClose }: { open: boolean; bundle: Bundle | null; onClose: () => void }) {
  const { t } = useBundlesT();
  const [session, setSession] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setSession((n) => n + 1);
  }

  return (
    <FormDialog
      open={open}
      onCancel={onClose}
      width={900}
      className="bd-editor-dialog"
      title={
        <IconTitle className="bd-dialog-title" iconClassName="bd-dialog-title__icon" icon={bundle ? <EditOutlined /> : <AppstoreAddOutlined />}>
          {bundle ? t('editor.editTitle') : t('editor.createTitle')}
        </IconTitle>
      }
    >
      {open && <EditorSession key={session} bundle={bundle} onClose={onClose} />}
    </FormDialog>
  );
}
