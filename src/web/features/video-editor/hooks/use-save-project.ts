/**
 * Save in the video editor (spec sections 8 and 9): the project name (required), the upload of the
 * video with its trim (reused when saving again with the same video and trim), then the project;
 * after saving the editor goes to the library after 1 s.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { UploadError, uploadVideo, type TrimRange, type UploadHandle } from '../../media';
import { serverMessageOr } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth';
import { getToken } from '../../../lib/storage';
import { useToast } from '../../../lib/use-toast';
import { useSaveVideoProject } from '../api/projects';
import { useVideoEditorT } from '../i18n';
import { MAX_PROJECT_BYTES, round1, toProjectData, type AudioRecording, type TextOverlay } from '../lib/project';
import type { Source } from './use-editor-source';

/** Spec section 8: after saving, the editor goes to the library after 1 s. */
const REDIRECT_AFTER_MS = 1000;

export function useSaveProject({
  source,
  trim,
  duration,
  overlays,
  clips,
}: {
  source: Source | null;
  trim: TrimRange | null;
  duration: number | null;
  overlays: TextOverlay[];
  clips: AudioRecording[];
}) {
  const { t } = useVideoEditorT();
  const toast = useToast();
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const saveProject = useSaveVideoProject();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState(false);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const uploadRef = useRef<UploadHandle | null>(null);
  /** The stored video of the last upload, reused when saving again with the same video and trim. */
  const uploadedRef = useRef<{ key: string; videoUrl: string } | null>(null);
  const redirectRef = useRef<number | undefined>(undefined);

  useEffect(() => {
    uploadedRef.current = null;
  }, [source]);

  useEffect(
    () => () => {
      uploadRef.current?.abort();
      window.clearTimeout(redirectRef.current);
    },
    [],
  );

  const changeName = (value: string) => {
    setName(value);
    if (value.trim()) setNameError(false);
  };

  const save = async () => {
    if (!source || !user || !getToken()) {
      toast.error(t('messages.notReady'));
      return;
    }
    const projectName = name.trim();
    if (!projectName) {
      setNameError(true);
      return;
    }
    const projectData = toProjectData({ textOverlays: overlays, audioRecordings: clips, videoDuration: duration, trim, fileName: source.fileName });
    if (new Blob([JSON.stringify(projectData)]).size > MAX_PROJECT_BYTES) {
      toast.error(t('messages.saveFailed'), t('messages.tooLarge'));
      return;
    }
    setSaving(true);
    try {
      const key = `${source.url}|${trim ? trim.join('-') : ''}`;
      let videoUrl = uploadedRef.current?.key === key ? uploadedRef.current.videoUrl : null;
      if (!videoUrl) {
        setProgress(0);
        const trimParam = trim ? { trimStart: trim[0], trimEnd: trim[1], trimDuration: round1(trim[1] - trim[0]) } : null;
        const handle = uploadVideo({ file: source.blob, fileName: source.fileName, title: projectName, trim: trimParam }, (f) => setProgress(Math.round(f * 100)));
        uploadRef.current = handle;
        try {
          videoUrl = (await handle.promise).videoUrl;
        } finally {
          uploadRef.current = null;
          setProgress(null);
        }
        uploadedRef.current = { key, videoUrl };
      }
      await saveProject.mutateAsync({ name: projectName, videoUrl, projectData });
      toast.success(t('messages.savedTitle'), t('messages.saved', { name: projectName }));
      redirectRef.current = window.setTimeout(() => void navigate({ to: '/trainings' }), REDIRECT_AFTER_MS);
    } catch (err) {
      const detail = err instanceof UploadError ? (err.serverMessage && err.serverMessage !== 'aborted' ? err.serverMessage : undefined) : serverMessageOr(err, '') || undefined;
      toast.error(t('messages.saveFailed'), detail);
      setSaving(false);
    }
  };

  return { name, changeName, nameError, saving, progress, save };
}
