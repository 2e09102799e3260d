/** The project name (required) and the upload progress of Save. */
import { Input } from 'antd';
import { UploadProgress } from '../../media';
import { useVideoEditorT } from '../i18n';

export function ProjectSection({
  name,
  nameError,
  progress,
  onName,
}: {
  name: string;
  nameError: boolean;
  progress: number | null;
  onName: (value: string) => void;
}) {
  const { t } = useVideoEditorT();
  return (
    <section className="surface ve-project">
      <label className="ve-field ve-project__name">
        <span>
          {t('project.name')} <span className="ve-required">*</span>
        </span>
        <Input
          value={name}
          status={nameError ? 'error' : undefined}
          maxLength={200}
          placeholder={t('project.namePlaceholder')}
          aria-label={t('project.name')}
          aria-invalid={nameError || undefined}
          onChange={(e) => onName(e.target.value)}
        />
        {nameError && (
          <span className="ve-error" role="alert">
            {t('project.nameRequired')}
          </span>
        )}
      </label>
      <UploadProgress progress={progress} className="ve-project__progress" size="small" uploading={(percent) => t('messages.uploading', { percent })} processing={t('messages.processing')} />
    </section>
  );
}
