import { useState } from 'react';
import { Button, DatePicker, Form, Input, Modal } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { currentLanguage } from '../../../i18n';
import { serverMessageOr } from '../../../lib/api';
import { fullName, useCurrentUser } from '../../../lib/auth';
import { useToast } from '../../../lib/use-toast';
import { useSignOffPracticalPart } from '../api/mutations';
import { useGroupsT } from '../i18n';

const PICKER_FORMAT = { de: 'DD.MM.YYYY', en: 'MM/DD/YYYY' } as const;

interface SignOffValues {
  date?: Dayjs | null;
  place?: string;
  instructorName?: string;
  note?: string;
}

/**
 * Blended trainings (issue 16, item 7): the button beside 'wartet auf Praxisteil' and its small
 * form (date, place, instructor, note). Shown to those who may sign off (the server's
 * `canSignOffPracticalPart`, policy.ts); the server checks the rules again (not in the future,
 * once per cycle, place and instructor given) and answers in the user's language.
 */
export function PracticalSignOff({ groupId, trainingId, trainingTitle, member }: { groupId: string; trainingId: string; trainingTitle: string; member: { id: string; name: string } }) {
  const { t } = useGroupsT();
  const toast = useToast();
  const me = useCurrentUser().data;
  const signOff = useSignOffPracticalPart();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<SignOffValues>();

  const submit = async (values: SignOffValues) => {
    try {
      await signOff.mutateAsync({
        groupId,
        trainingId,
        userId: member.id,
        date: (values.date ?? dayjs()).format('YYYY-MM-DD'),
        place: (values.place ?? '').trim(),
        instructorName: (values.instructorName ?? '').trim(),
        note: values.note?.trim() ? values.note.trim() : null,
      });
    } catch (error) {
      toast.error(t('progress.practical.failed'), serverMessageOr(error, t('progress.practical.failedText')));
      return;
    }
    toast.success(t('progress.practical.done'), t('progress.practical.doneText', { name: member.name }));
    setOpen(false);
  };

  return (
    <>
      <Button size="small" icon={<SafetyCertificateOutlined />} onClick={() => setOpen(true)} data-testid="practical-sign-off-button" aria-label={t('progress.practical.buttonLabel', { name: member.name })}>
        {t('progress.practical.button')}
      </Button>
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        title={t('progress.practical.title')}
        footer={null}
        width={480}
        centered
        destroyOnHidden
        className="gr-practical-dialog"
      >
        <p className="dialog-intro">{t('progress.practical.intro', { name: member.name, title: trainingTitle })}</p>
        <Form<SignOffValues>
          form={form}
          name="practical-sign-off"
          layout="vertical"
          requiredMark={false}
          initialValues={{ date: dayjs(), instructorName: me ? fullName(me) : '' }}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item name="date" label={t('progress.practical.date')} rules={[{ required: true, message: t('progress.practical.dateRequired') }]}>
            <DatePicker format={PICKER_FORMAT[currentLanguage()]} disabledDate={(d) => d.isAfter(dayjs().endOf('day'))} allowClear={false} className="gr-practical-date" data-testid="practical-date" />
          </Form.Item>
          <Form.Item name="place" label={t('progress.practical.place')} rules={[{ required: true, whitespace: true, message: t('progress.practical.placeRequired') }]}>
            <Input maxLength={200} data-testid="practical-place" />
          </Form.Item>
          <Form.Item name="instructorName" label={t('progress.practical.instructor')} rules={[{ required: true, whitespace: true, message: t('progress.practical.instructorRequired') }]}>
            <Input maxLength={200} data-testid="practical-instructor" />
          </Form.Item>
          <Form.Item name="note" label={t('progress.practical.note')}>
            <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 5 }} data-testid="practical-note" />
          </Form.Item>
          <div className="dialog-actions">
            <Button onClick={() => setOpen(false)}>{t('common.cancel')}</Button>
            <Button type="primary" htmlType="submit" disabled={signOff.isPending} data-testid="practical-submit">
              {signOff.isPending ? t('progress.practical.submitting') : t('progress.practical.submit')}
            </Button>
          </div>
        </Form>
      </Modal>
    </>
  );
}
