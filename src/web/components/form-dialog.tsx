import { Modal, type ModalProps } from 'antd';

/**
 * A dialog that holds a form: centred, without antd's footer, not closed by a click beside it
 * (only by its own buttons, the close icon or Escape), its content dropped when it is hidden.
 * Every prop of antd's Modal passes through and may override these.
 */
export function FormDialog(props: ModalProps) {
  return <Modal footer={null} centered destroyOnHidden mask={{ closable: false }} {...props} />;
}
