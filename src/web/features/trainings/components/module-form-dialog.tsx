import type { ComponentType } from 'react';
import { FormDialog } from '../../../components/form-dialog';

/** What a module form gets: the module as it is (when editing), the save call and the way out. */
export interface ModuleFormProps<V> {
  initial?: V;
  /** Resolves true when the module was saved (the dialog then closes). */
  onSave: (value: V) => Promise<boolean>;
  onClose: () => void;
}

/** The dialog of a module type (text, quiz): the form is mounted only while the dialog is open. */
export function ModuleFormDialog<V>({
  open,
  initial,
  onSave,
  onClose,
  form: Form,
  width,
  title,
  className,
}: ModuleFormProps<V> & { open: boolean; form: ComponentType<ModuleFormProps<V>>; width: number; title: string; className: string }) {
  return (
    <FormDialog open={open} onCancel={onClose} width={width} title={title} className={className}>
      {open && <Form initial={initial} onSave={onSave} onClose={onClose} />}
    </FormDialog>
  );
}
