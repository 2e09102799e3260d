import { Button, Modal } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useTrainingsT } from '../i18n';

/** 'Ungespeicherte Änderungen': save, discard, or keep editing. */
export function UnsavedChangesModal({
  open,
  saving,
  onSave,
  onDiscard,
  onCancel,
}: {
  open: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  onCancel: () => void;
}) {
  const { t } = useTrainingsT();
  return (
    <Modal
      open={open}
      onCancel={onCancel}
      width={460}
      centered
      zIndex={1200}
      className="tr-unsaved-dialog"
      title={
        <span className="tr-unsaved-dialog__title">
          <ExclamationCircleFilled /> {t('builder.unsavedTitle')}
        </span>
      }
      footer={[
        <Button key="stay" onClick={onCancel}>
          {t('builder.unsavedStay')}
        </Button>,
        <Button key="discard" danger onClick={onDiscard}>
          {t('builder.unsavedDiscard')}
        </Button>,
        <Button key="save" type="primary" loading={saving} onClick={onSave}>
          {t('common.save')}
        </Button>,
      ]}
    >
      <p>{t('builder.unsavedText')}</p>
    </Modal>
  );
}
