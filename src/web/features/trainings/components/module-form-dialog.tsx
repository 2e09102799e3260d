import { useState, type ComponentType } from 'react';
import { DialogActions } from '../../../components/dialog-actions';
import { FormDialog } from '../../../components/form-dialog';
import { useToast } from '../../../lib/use-toast';
import { useTrainingsT, type TrainingsKey } from '../i18n';

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

/**
 * The save of a module form: with a `problem` (the key of its text) the fields show their errors
 * and a toast names it; otherwise the module is saved, and the dialog closes once that succeeded.
 */
export function useModuleSave<V>({ onSave, onClose }: ModuleFormProps<V>) {
  const { t } = useTrainingsT();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [showErrors, setShowErrors] = useState(false);

  const save = async (problem: TrainingsKey | null, value: () => V) => {
    if (problem) {
      setShowErrors(true);
      toast.error(t('common.validationTitle'), t(problem));
      return;
    }
    setSaving(true);
    const ok = await onSave(value());
    setSaving(false);
    if (ok) onClose();
  };
  return { saving, showErrors, save };
}

/** The end of a module form: 'Abbrechen' and 'Speichern' ('Speichere …' while saving). */
export function ModuleSaveActions({ saving, onCancel, onSubmit }: { saving: boolean; onCancel: () => void; onSubmit: () => unknown }) {
  const { t } = useTrainingsT();
  return <DialogActions onCancel={onCancel} onSubmit={onSubmit} loading={saving} submitText={saving ? t('common.saving') : t('common.save')} />;
}
