import { CheckCircleFilled, DeleteOutlined, PlusOutlined, SafetyCertificateOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Progress, Select, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { bothNames, CONTENT_LANGUAGES, languageName } from '../../../../shared/languages';
import { isApiError } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useReviewLanguage, useSetContentLanguages, useTranslationStatus } from '../api/languages';
import type { TrainingDetail } from '../api/types';
import { useTrainingLanguagesT } from '../language-texts';
import { TranslationEditor } from './translation-editor';
import { TranslationFiles } from './translation-files';

/**
 * The builder's language bar (issue 34, item 7): the training's versions with their coverage and
 * review, add and remove a language, mark a version reviewed, and translate one side by side.
 */
export function LanguagePanel({ training }: { training: TrainingDetail }) {
  const { t, language: ui } = useTrainingLanguagesT();
  const toast = useToast();
  const status = useTranslationStatus(training.id);
  const setLanguages = useSetContentLanguages();
  const review = useReviewLanguage();
  const [adding, setAdding] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const name = (tag: string) => languageName(tag, ui);
  const failed = (error: Error) => toast.error(t('error'), isApiError(error) && error.serverMessage ? error.serverMessage : undefined);
  const versions = training.contentLanguages;
  const missing = CONTENT_LANGUAGES.filter((tag) => !versions.includes(tag));
  const translating = editing !== null && versions.includes(editing) && editing !== training.defaultLanguage ? editing : null;

  const add = () => {
    if (!adding) return;
    setLanguages.mutate(
      { id: training.id, contentLanguages: [...versions, adding] },
      {
        onSuccess: () => {
          toast.success(t('added'), name(adding));
          setEditing(adding);
          setAdding(null);
        },
        onError: failed,
      },
    );
  };

  return (
    <div className="tr-languages" data-testid="language-panel">
      <p className="tr-muted">{t('intro')}</p>
      {status.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <ul className="tr-languages__list">
          {(status.data?.languages ?? []).map((v) => (
            <li key={v.language} className="tr-languages__item" data-testid="language-version" data-language={v.language}>
              <span className="tr-languages__name">
                <TranslationOutlined aria-hidden="true" /> <span lang={v.language}>{languageName(v.language, v.language)}</span>
                {v.language !== ui && <span className="tr-muted"> · {name(v.language)}</span>}
              </span>
              {v.isDefault ? <Tag color="blue">{t('default')}</Tag> : v.reviewed ? <Tag color="success" icon={<CheckCircleFilled />}>{t('reviewed')}</Tag> : <Tag>{t('notReviewed')}</Tag>}
              <span className="tr-languages__coverage">
                <Progress percent={v.total ? Math.round((v.filled / v.total) * 100) : 100} size="small" showInfo={false} aria-label={t('coverage', { filled: v.filled, total: v.total })} />
                <span>{t('coverage', { filled: v.filled, total: v.total })}</span>
              </span>
              {!v.isDefault && (
                <span className="tr-languages__actions">
                  <Button size="small" icon={<TranslationOutlined />} onClick={() => setEditing(v.language)} data-testid="language-edit">
                    {t('edit')}
                  </Button>
                  <Button
                    size="small"
                    icon={<SafetyCertificateOutlined />}
                    disabled={v.reviewed}
                    loading={review.isPending && review.variables?.language === v.language}
                    onClick={() => review.mutate({ id: training.id, language: v.language }, { onSuccess: () => toast.success(t('reviewedToast')), onError: failed })}
                    data-testid="language-review"
                  >
                    {t('markReviewed')}
                  </Button>
                  <TranslationFiles training={training} language={v.language} />
                  <Popconfirm
                    title={t('removeConfirm', { language: name(v.language) })}
                    okText={t('remove')}
                    cancelText={t('close')}
                    onConfirm={() => setLanguages.mutate({ id: training.id, contentLanguages: versions.filter((l) => l !== v.language) }, { onError: failed })}
                  >
                    <Button size="small" danger type="text" icon={<DeleteOutlined />} aria-label={`${t('remove')}: ${name(v.language)}`} />
                  </Popconfirm>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {missing.length > 0 && (
        <div className="tr-languages__add">
          <Select<string>
            value={adding}
            placeholder={t('addPlaceholder')}
            aria-label={t('add')}
            onChange={setAdding}
            options={missing.map((tag) => ({ value: tag, label: bothNames(tag, name(tag)) }))}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="language-add-select"
          />
          <Button icon={<PlusOutlined />} disabled={!adding} loading={setLanguages.isPending} onClick={add} data-testid="language-add">
            {t('add')}
          </Button>
        </div>
      )}
      {translating && (
        <>
          <h3 className="tr-languages__editor-title">{t('editorTitle', { language: name(translating) })}</h3>
          <TranslationEditor key={translating} training={training} language={translating} />
        </>
      )}
    </div>
  );
}
