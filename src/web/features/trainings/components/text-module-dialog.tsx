import { useId, useState } from 'react';
import { Form, Input } from 'antd';
import { useTrainingsT } from '../i18n';
import { ModuleFormDialog, ModuleSaveActions, useModuleSave, type ModuleFormProps } from './module-form-dialog';

export interface TextModuleValue {
  title: string;
  text: string;
}

function TextModuleForm({ initial, onSave, onClose }: ModuleFormProps<TextModuleValue>) {
  const { t } = useTrainingsT();
  const id = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [text, setText] = useState(initial?.text ?? '');
  const { saving, showErrors, save } = useModuleSave({ onSave, onClose });

  const problem = !title.trim() ? 'textDialog.titleRequired' : !text.trim() ? 'textDialog.textRequired' : null;
  const submit = () => save(problem, () => ({ title: title.trim(), text }));

  return (
    <Form layout="vertical" component="div">
      <Form.Item label={t('textDialog.title')} htmlFor={`${id}-title`} required validateStatus={showErrors && !title.trim() ? 'error' : undefined}>
        <Input id={`${id}-title`} value={title} maxLength={200} placeholder={t('textDialog.titlePlaceholder')} onChange={(e) => setTitle(e.target.value)} autoFocus />
      </Form.Item>
      <Form.Item label={t('textDialog.text')} htmlFor={`${id}-text`} required validateStatus={showErrors && !text.trim() ? 'error' : undefined}>
        <Input.TextArea
          id={`${id}-text`}
          value={text}
          maxLength={50000}
          autoSize={{ minRows: 8, maxRows: 18 }}
          placeholder={t('textDialog.textPlaceholder')}
          onChange={(e) => setText(e.target.value)}
        />
      </Form.Item>
      <ModuleSaveActions saving={saving} onCancel={onClose} onSubmit={submit} />
    </Form>
  );
}

/** Text module: title and multi-line plain text. */
export function TextModuleDialog(props: ModuleFormProps<TextModuleValue> & { open: boolean }) {
  const { t } = useTrainingsT();
  const title = props.initial ? t('textDialog.editTitle') : t('textDialog.createTitle');
  return <ModuleFormDialog {...props} form={TextModuleForm} width={680} title={title} className="tr-text-dialog" />;
}
