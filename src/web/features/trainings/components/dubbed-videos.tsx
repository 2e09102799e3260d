import { useState } from 'react';
import { Alert, Button, Select, Tag, Tooltip } from 'antd';
import { DeleteOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { languageName } from '../../../../shared/languages';
import { useCompanyVideos, type CompanyVideo } from '../api/company-videos';
import type { DubbedVideo } from '../api/types';
import { useTrainingLanguagesT } from '../language-texts';
import { unsignedMediaPath } from '../lib/media-url';
import { formatSeconds } from './module-meta';

export type DubbedVideos = Record<string, DubbedVideo>;

const pathOf = (url: string) => unsignedMediaPath(url) ?? url;

/** An uploaded video as a dubbed version keeps it: unsigned paths (the server signs them on every read) and its length. */
const asDubbed = (v: CompanyVideo): DubbedVideo => ({
  videoUrl: pathOf(v.videoUrl),
  mediaId: v.id,
  ...(v.duration > 0 ? { duration: v.duration } : {}),
  ...(v.posterUrl ? { posterUrl: pathOf(v.posterUrl) } : {}),
});

/**
 * The dubbed versions of a video module (issue 34 item 2): for each further language of the training
 * (its content languages without the default, which shows the main video) one uploaded video of the
 * company, chosen or removed here and saved with the module. A version of a language the training no
 * longer has is listed so it can be removed; it is not shown to anyone. `onChange` gets the whole map.
 */
export function DubbedVideosSection({ languages, initial, onChange }: { languages: readonly string[]; initial: DubbedVideos | undefined; onChange: (next: DubbedVideos) => void }) {
  const { t, language: ui } = useTrainingLanguagesT();
  const videos = useCompanyVideos();
  const [value, setValue] = useState<DubbedVideos>(() => ({ ...initial }));
  const name = (tag: string) => languageName(tag, ui);
  const set = (next: DubbedVideos) => {
    setValue(next);
    onChange(next);
  };
  const choose = (language: string, path: string) => {
    const video = (videos.data ?? []).find((v) => pathOf(v.videoUrl) === path);
    if (video) set({ ...value, [language]: asDubbed(video) });
  };
  const remove = (language: string) => set(Object.fromEntries(Object.entries(value).filter(([l]) => l !== language)));

  const known = (videos.data ?? []).map((v) => ({ value: pathOf(v.videoUrl), label: [v.title, formatSeconds(v.duration)].filter(Boolean).join(' · ') }));
  /** The uploaded videos, and the stored one when the list lacks it (not loaded yet, or removed from the library). */
  const optionsFor = (current: DubbedVideo | undefined) =>
    current && !known.some((o) => o.value === pathOf(current.videoUrl))
      ? [{ value: pathOf(current.videoUrl), label: [t('dubbed.unknownVideo'), formatSeconds(current.duration)].filter(Boolean).join(' · ') }, ...known]
      : known;
  const rows = [...languages, ...Object.keys(value).filter((l) => !languages.includes(l))];

  return (
    <section className="tr-subtitles" aria-label={t('dubbed.title')} data-testid="dubbed-videos">
      <h4 className="tr-subtitles__title">{t('dubbed.title')}</h4>
      {rows.length === 0 ? (
        <p className="tr-hint">{t('dubbed.noLanguages')}</p>
      ) : (
        <>
          <p className="tr-hint">
            {t('dubbed.hint')} {t('dubbed.savedWithModule')}
          </p>
          {videos.isError && <Alert type="error" showIcon title={t('dubbed.loadFailed')} />}
          <ul className="tr-subtitles__list">
            {rows.map((language) => {
              const current = value[language];
              return (
                <li key={language} className="tr-subtitles__item" data-testid="dubbed-video" data-language={language}>
                  <VideoCameraOutlined aria-hidden="true" />
                  <span className="tr-subtitles__name">{name(language)}</span>
                  {!languages.includes(language) && <Tag color="warning">{t('dubbed.notDelivered')}</Tag>}
                  <Select<string>
                    style={{ flex: 1, minWidth: 220 }}
                    value={current ? pathOf(current.videoUrl) : undefined}
                    placeholder={t('dubbed.choose')}
                    aria-label={t('dubbed.chooseFor', { language: name(language) })}
                    loading={videos.isPending}
                    notFoundContent={videos.isSuccess ? t('dubbed.empty') : undefined}
                    disabled={!languages.includes(language)}
                    options={optionsFor(current)}
                    onChange={(path) => choose(language, path)}
                    showSearch={{ optionFilterProp: 'label' }}
                    data-testid="dubbed-video-select"
                  />
                  <Tooltip title={t('dubbed.removeFor', { language: name(language) })}>
                    <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={!current} aria-label={t('dubbed.removeFor', { language: name(language) })} onClick={() => remove(language)} />
                  </Tooltip>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
