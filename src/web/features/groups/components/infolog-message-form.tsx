import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { FormDialog } from '../../../components/form-dialog';
import { DeleteOutlined, NotificationOutlined, ReloadOutlined, SendOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useCreateChangelogEntry } from '../../infolog';
import { MessageRecorderDialog, UploadError, UploadProgress, uploadVideo, useMediaT, type RecordedVideo, type UploadHandle } from '../../media';
import { serverMessageOr, newIdempotencyKey } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useGroupsT } from '../i18n';
import { DialogTitle } from './shared';

const TITLE_MAX = 200;
const MESSAGE_MAX = 10_000;

interface Values {
  title: string;
  message: string;
}

const clock = (seconds: number) => {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The chosen recording with a small player. */
function ChosenVideo({ video, url, onRemove, onRerecord, disabled }: { video: RecordedVideo; url: string; onRemove: () => void; onRerecord: () => void; disabled: boolean }) {
  const { t } = useGroupsT();
  return (
    <div className="gr-infolog-video" data-testid="infolog-form-video">
      <video className="gr-infolog-video__player" src={url} controls playsInline preload="metadata" />
      <div className="gr-infolog-video__side">
        <strong>{t('infolog.form.videoLength', { length: clock(video.seconds) })}</strong>
        <Button icon={<ReloadOutlined />} onClick={onRerecord} disabled={disabled}>
          {t('infolog.form.rerecord')}
        </Button>
        <Button danger icon={<DeleteOutlined />} onClick={onRemove} disabled={disabled} data-testid="infolog-form-remove-video">
          {t('infolog.form.removeVideo')}
        </Button>
      </div>
    </div>
  );
}

/**
 * 'Neue Nachricht' (spec sections 2, 5 and 7): title and message required, an optional recorded
 * video (uploaded to the video storage on publishing, its videoUrl goes into the POST), then a toast
 * that the e-mails were sent.
 */
export function InfologMessageForm({
  groupId,
  groupName,
  open,
  onClose,
  afterClose,
  onCreated,
}: {
  groupId: string;
  groupName: string;
  open: boolean;
  onClose: () => void;
  afterClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useGroupsT();
  const tm = useMediaT();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const create = useCreateChangelogEntry();
  // one key per message being written: sending it twice (a double click, a retry) posts it once
  const idempotencyKey = useRef(newIdempotencyKey());
  // The chosen recording and its object URL, which lives as long as the choice.
  const [chosen, setChosen] = useState<{ video: RecordedVideo; url: string } | null>(null);
  const video = chosen?.video ?? null;
  const [recorderOpen, setRecorderOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const uploadRef = useRef<UploadHandle | null>(null);
  // Publishing again after a failed POST does not upload the same recording twice.
  const uploadedRef = useRef<{ blob: Blob; videoUrl: string } | null>(null);
  useEffect(() => () => uploadRef.current?.abort(), []);
  useEffect(() => {
    if (!chosen) return;
    const url = chosen.url;
    return () => URL.revokeObjectURL(url);
  }, [chosen]);

  const upload = async (recording: RecordedVideo, title: string): Promise<string | null> => {
    if (uploadedRef.current?.blob === recording.blob) return uploadedRef.current.videoUrl;
    setProgress(0);
    const handle = uploadVideo({ file: recording.blob, fileName: recording.fileName, title, trim: null }, (f) => setProgress(Math.round(f * 100)));
    uploadRef.current = handle;
    try {
      const uploaded = await handle.promise;
      uploadedRef.current = { blob: recording.blob, videoUrl: uploaded.videoUrl };
      return uploaded.videoUrl;
    } catch (error) {
      if (error instanceof UploadError && error.serverMessage === 'aborted') return null;
      const message = error instanceof UploadError && error.serverMessage ? error.serverMessage : tm('errors.upload');
      toast.error(tm('errors.uploadTitle'), message);
      return null;
    } finally {
      uploadRef.current = null;
      setProgress(null);
    }
  };

  const submit = async (values: Values) => {
    const title = values.title.trim();
    const message = values.message.trim();
    setBusy(true);
    try {
      let videoUrl: string | undefined;
      if (video) {
        const url = await upload(video, title);
        if (!url) return;
        videoUrl = url;
      }
      let created;
      try {
        created = await create.mutateAsync({ groupId, title, message, idempotencyKey: idempotencyKey.current, ...(videoUrl ? { videoUrl } : {}) });
      } catch (error) {
        toast.error(t('infolog.form.createFailed'), serverMessageOr(error, '') || undefined);
        return;
      }
      idempotencyKey.current = newIdempotencyKey();
      toast.success(t('infolog.form.created'), t('infolog.form.emailsSent', { count: created.emailsQueued }));
      onCreated();
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      open={open}
      onCancel={busy ? undefined : onClose}
      afterClose={afterClose}
      width={620}
      className="gr-dialog gr-infolog-form-dialog"
      title={<DialogTitle icon={<NotificationOutlined />} title={t('infolog.form.title')} groupName={groupName} />}
      footer={
        <Space>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="primary" icon={<SendOutlined />} loading={busy} onClick={() => form.submit()} data-testid="infolog-form-submit">
            {t('infolog.form.submit')}
          </Button>
        </Space>
      }
    >
      <Form<Values> form={form} layout="vertical" requiredMark onFinish={(values) => void submit(values)} disabled={busy} initialValues={{ title: '', message: '' }}>
        <Form.Item
          name="title"
          label={t('infolog.form.titleLabel')}
          rules={[{ required: true, whitespace: true, message: t('infolog.form.titleRequired') }]}
        >
          <Input placeholder={t('infolog.form.titlePlaceholder')} maxLength={TITLE_MAX} autoFocus />
        </Form.Item>
        <Form.Item
          name="message"
          label={t('infolog.form.messageLabel')}
          rules={[{ required: true, whitespace: true, message: t('infolog.form.messageRequired') }]}
        >
          <Input.TextArea placeholder={t('infolog.form.messagePlaceholder')} autoSize={{ minRows: 4, maxRows: 10 }} maxLength={MESSAGE_MAX} />
        </Form.Item>
        <Form.Item label={t('infolog.form.video')} extra={video ? undefined : t('infolog.form.videoHint')}>
          {chosen ? (
            <ChosenVideo video={chosen.video} url={chosen.url} disabled={busy} onRemove={() => setChosen(null)} onRerecord={() => setRecorderOpen(true)} />
          ) : (
            <Button icon={<VideoCameraOutlined />} onClick={() => setRecorderOpen(true)} data-testid="infolog-form-record">
              {t('infolog.form.record')}
            </Button>
          )}
        </Form.Item>
      </Form>
      <UploadProgress
        progress={progress}
        className="gr-infolog-form__progress"
        textClassName="gr-muted"
        size="small"
        uploading={(percent) => t('infolog.form.uploading', { percent })}
        processing={t('infolog.form.processing')}
      />
      <Alert type="info" showIcon title={t('infolog.form.emailHint')} className="gr-infolog-form__hint" />
      <MessageRecorderDialog open={recorderOpen} onClose={() => setRecorderOpen(false)} onUse={(recording) => setChosen({ video: recording, url: URL.createObjectURL(recording.blob) })} />
    </FormDialog>
  );
}
