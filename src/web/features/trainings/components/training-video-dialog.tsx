import { useRef } from 'react';
import { VideoModuleDialog } from '../../media';
import type { DubbedVideo, TrainingModule, VideoContent } from '../api/types';
import { unsignedMediaPath } from '../lib/media-url';
import { DubbedVideosSection, type DubbedVideos } from './dubbed-videos';
import { isVideo } from './module-meta';
import { SubtitleTracks } from './subtitle-tracks';
import type { ModulesController } from './use-modules';

/** A dubbed version as the server keeps it: unsigned paths (a signed URL expires). */
const unsigned = (v: DubbedVideo): DubbedVideo => ({
  ...v,
  videoUrl: unsignedMediaPath(v.videoUrl) ?? v.videoUrl,
  ...(v.posterUrl ? { posterUrl: unsignedMediaPath(v.posterUrl) ?? v.posterUrl } : {}),
});

/**
 * The video module dialog of the builder: the media feature's dialog (record, upload, preview) with
 * the module's language parts below the video (issue 34 item 2): the subtitles of a saved module
 * (stored at once) and the dubbed versions of the further languages (saved with the module: a save
 * that did not touch them leaves the stored ones as they are).
 */
export function TrainingVideoDialog({
  open,
  module,
  controller,
  contentLanguages,
  defaultLanguage,
  onClose,
}: {
  open: boolean;
  /** The module edited; null: a new one. */
  module: TrainingModule | null;
  controller: ModulesController;
  contentLanguages?: readonly string[] | undefined;
  defaultLanguage?: string | undefined;
  onClose: () => void;
}) {
  const video = module && isVideo(module) ? module : null;
  // the dubbed versions as changed in this opening of the dialog (null: untouched)
  const dubbed = useRef<DubbedVideos | null>(null);
  const close = () => {
    dubbed.current = null;
    onClose();
  };
  const further = contentLanguages && defaultLanguage ? contentLanguages.filter((l) => l !== defaultLanguage) : null;

  return (
    <VideoModuleDialog
      open={open}
      initial={
        video
          ? {
              title: video.title,
              description: video.content.description ?? '',
              videoUrl: video.content.videoUrl || null,
              posterUrl: video.content.posterUrl ?? null,
              duration: video.content.duration ?? null,
            }
          : undefined
      }
      onClose={close}
      extra={
        <>
          {video && contentLanguages && <SubtitleTracks moduleId={video.id} trainingId={video.trainingId} contentLanguages={contentLanguages} />}
          {further && (
            <DubbedVideosSection
              languages={further}
              initial={video?.content.dubbedVideos}
              onChange={(next) => {
                dubbed.current = next;
              }}
            />
          )}
        </>
      }
      onDelete={
        module
          ? () => {
              controller.remove(module.id);
              close();
            }
          : undefined
      }
      onSave={async (saved) => {
        const versions = dubbed.current;
        const content: VideoContent = {
          videoUrl: unsignedMediaPath(saved.videoUrl) ?? saved.videoUrl,
          ...(saved.posterUrl ? { posterUrl: unsignedMediaPath(saved.posterUrl) ?? saved.posterUrl } : {}),
          ...(saved.duration != null ? { duration: saved.duration } : {}),
          ...(saved.description ? { description: saved.description } : {}),
          ...(versions ? { dubbedVideos: Object.fromEntries(Object.entries(versions).map(([l, v]) => [l, unsigned(v)])) } : {}),
        };
        const ok = module ? await controller.edit(module, saved.title, content) : await controller.add('video', saved.title, content);
        if (ok) close();
      }}
    />
  );
}
