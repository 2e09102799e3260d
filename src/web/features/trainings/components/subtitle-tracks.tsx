import { useRef, useState } from 'react';
import { Alert, Button, Popconfirm, Select, Skeleton, Tag } from 'antd';
import { DeleteOutlined, FileTextOutlined, UploadOutlined } from '@ant-design/icons';
import { languageName } from '../../../../shared/languages';
import { useToast } from '../../../lib/use-toast';
import { useRemoveSubtitles, useSubtitles, useUploadSubtitles } from '../api/subtitles';
import { useTrainingsT } from '../i18n';
import { serverMessageOr } from '../lib/errors';

/** The largest subtitle file the server takes (1 MB); larger ones are refused before they are sent. */
const MAX_SUBTITLE_BYTES = 1024 * 1024;

/**
 * The subtitles of a saved video module (issue 34 item 2): one WebVTT track per language of the
 * training, listed with their number of cues; upload (.vtt) for a chosen language, which replaces
 * that language's track, and remove. Refusals of the server (a bad cue, a language the training
 * lacks) are shown as it words them.
 */
export function SubtitleTracks({ moduleId, trainingId, contentLanguages }: { moduleId: string; trainingId: string; contentLanguages: readonly string[] }) {
  const { t, language: ui } = useTrainingsT();
  const toast = useToast();
  const tracks = useSubtitles(moduleId);
  const upload = useUploadSubtitles();
  const remove = useRemoveSubtitles();
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const name = (tag: string) => languageName(tag, ui);
  const language = chosen ?? contentLanguages.find((l) => !(tracks.data ?? []).some((x) => x.language === l)) ?? contentLanguages[0] ?? null;

  const send = (file: File) => {
    if (!language) return;
    if (file.size > MAX_SUBTITLE_BYTES) {
      toast.error(t('subtitles.uploadFailed'), t('subtitles.hint'));
      return;
    }
    upload.mutate(
      { moduleId, trainingId, language, file },
      {
        onSuccess: () => toast.success(t('subtitles.uploaded'), name(language)),
        onError: (error) => toast.error(t('subtitles.uploadFailed'), serverMessageOr(error, t('subtitles.uploadFailed'))),
      },
    );
  };

  return (
    <section className="tr-subtitles" aria-label={t('subtitles.title')} data-testid="subtitle-tracks">
      <h4 className="tr-subtitles__title">{t('subtitles.title')}</h4>
      <p className="tr-hint">{t('subtitles.hint')}</p>
      {tracks.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : tracks.isError ? (
        <Alert type="error" showIcon title={t('subtitles.loadFailed')} />
      ) : tracks.data.length === 0 ? (
        <p className="tr-muted">{t('subtitles.empty')}</p>
      ) : (
        <ul className="tr-subtitles__list">
          {tracks.data.map((track) => (
            <li key={track.language} className="tr-subtitles__item" data-testid="subtitle-track" data-language={track.language}>
              <FileTextOutlined aria-hidden="true" />
              <a href={track.url} target="_blank" rel="noreferrer" className="tr-subtitles__name">
                {name(track.language)}
              </a>
              <span className="tr-muted">{t('subtitles.cues', { count: track.cues })}</span>
              {!contentLanguages.includes(track.language) && <Tag color="warning">{t('subtitles.notDelivered')}</Tag>}
              <Popconfirm
                title={t('subtitles.removeConfirm', { language: name(track.language) })}
                okText={t('subtitles.remove')}
                cancelText={t('common.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() =>
                  remove.mutate(
                    { moduleId, trainingId, language: track.language },
                    {
                      onSuccess: () => toast.success(t('subtitles.removed'), name(track.language)),
                      onError: (error) => toast.error(t('subtitles.removeFailed'), serverMessageOr(error, t('subtitles.removeFailed'))),
                    },
                  )
                }
              >
                <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`${t('subtitles.remove')}: ${name(track.language)}`} />
              </Popconfirm>
            </li>
          ))}
        </ul>
      )}
      <div className="tr-subtitles__add">
        <Select<string>
          value={language ?? undefined}
          placeholder={t('subtitles.languagePlaceholder')}
          aria-label={t('subtitles.language')}
          onChange={setChosen}
          options={contentLanguages.map((tag) => ({ value: tag, label: name(tag) }))}
          data-testid="subtitle-language"
        />
        <Button icon={<UploadOutlined />} disabled={!language} loading={upload.isPending} onClick={() => fileInput.current?.click()} data-testid="subtitle-upload">
          {(tracks.data ?? []).some((x) => x.language === language) ? t('subtitles.replace') : t('subtitles.upload')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".vtt,text/vtt"
          style={{ display: 'none' }}
          data-testid="subtitle-upload-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) send(file);
          }}
        />
      </div>
    </section>
  );
}
