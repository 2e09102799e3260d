import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { DialogActions } from '../../../components/dialog-actions';
import { PlusOutlined, TeamOutlined } from '@ant-design/icons';
import { serverMessageOr } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useCreateGroup } from '../api/mutations';
import { IconTitle } from '../../../components/icon-title';
import { useGroupsT } from '../i18n';

const NAME_MAX = 120;
const DESCRIPTION_MAX = 1000;

/**
 * Create group (spec section 5): name required (the button stays disabled while it is blank after
 * trimming), description trimmed and optional.
 */
export function CreateGroupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useGroupsT();
  const toast = useToast();
  const create = useCreateGroup();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const blank = name.trim() === '';

  const reset = () => {
    setName('');
    setDescription('');
  };

  const submit = async () => {
    if (blank || create.isPending) return;
    const input = { name: name.trim(), description: description.trim() };
    try {
      await create.mutateAsync(input);
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('create.failed')));
      return;
    }
    toast.success(t('create.success'), t('create.successText', { name: input.name }));
    onClose();
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      afterClose={reset}
      centered
      width={520}
      className="gr-create-dialog"
      title={
        <IconTitle as="div" className="gr-dialog-title" iconClassName="gr-dialog-title__icon" icon={<TeamOutlined />}>
          <span className="gr-dialog-title__main">{t('create.title')}</span>
        </IconTitle>
      }
      footer={
        <DialogActions
          onCancel={onClose}
          onSubmit={submit}
          submitText={create.isPending ? t('create.submitting') : t('create.submit')}
          loading={create.isPending}
          disabled={blank}
          icon={<PlusOutlined />}
          testId="create-group-submit"
        />
      }
    >
      <p className="dialog-intro">{t('create.intro')}</p>
      <Form layout="vertical" onFinish={() => void submit()} requiredMark={false}>
        <Form.Item label={t('create.name')} htmlFor="group-name" required>
          <Input
            id="group-name"
            value={name}
            maxLength={NAME_MAX}
            placeholder={t('create.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => void submit()}
            autoFocus
          />
        </Form.Item>
        <Form.Item label={t('create.description')} htmlFor="group-description">
          <Input.TextArea
            id="group-description"
            value={description}
            maxLength={DESCRIPTION_MAX}
            autoSize={{ minRows: 3, maxRows: 6 }}
            placeholder={t('create.descriptionPlaceholder')}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
