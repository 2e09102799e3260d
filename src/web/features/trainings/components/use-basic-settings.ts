import { useState } from 'react';
import { isStillProcessing } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useCreateTraining, useUpdateTraining } from '../api/mutations';
import type { Training } from '../api/types';
import { useTrainingsT } from '../i18n';
import { sameValues, toTrainingInput, validateBasicValues, valuesFromTraining, type BasicValues } from '../lib/basic-values';
import { serverMessageOr } from '../lib/errors';
import { unsignedMediaPath } from '../lib/media-url';

/**
 * Basic settings being edited: values, the last saved values (for 'unsaved changes'), and save,
 * which creates the training the first time (no id yet) and patches it afterwards.
 */
export function useBasicSettings(initial: BasicValues, initialId: string | null) {
  const { t } = useTrainingsT();
  const toast = useToast();
  const create = useCreateTraining();
  const update = useUpdateTraining();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(initial);
  const [trainingId, setTrainingId] = useState(initialId);
  const [showErrors, setShowErrors] = useState(false);

  const dirty = !sameValues(values, saved);

  /**
   * Saves; resolves to the saved training, 'processing' when the server recorded the change and
   * still processes it (202: saved, shown once its views caught up), or null after showing why it
   * did not work.
   */
  const save = async (): Promise<Training | 'processing' | null> => {
    const problem = validateBasicValues(values, trainingId ? 'edit' : 'create');
    if (problem) {
      setShowErrors(true);
      toast.error(t('common.validationTitle'), t(problem));
      return null;
    }
    const input = toTrainingInput(values);
    input.imageUrl = input.imageId ? input.imageUrl : unsignedMediaPath(input.imageUrl);
    try {
      const training = trainingId ? await update.mutateAsync({ id: trainingId, changes: input }) : await create.mutateAsync(input);
      const next = valuesFromTraining(training);
      setValues(next);
      setSaved(next);
      setTrainingId(training.id);
      setShowErrors(false);
      return training;
    } catch (error) {
      if (trainingId && isStillProcessing(error)) {
        setSaved(values);
        setShowErrors(false);
        toast.info(error.message);
        return 'processing';
      }
      toast.error(t('common.error'), serverMessageOr(error, t('form.saveFailed')));
      return null;
    }
  };

  return {
    values,
    setValues,
    dirty,
    save,
    discard: () => {
      setValues(saved);
      setShowErrors(false);
    },
    saving: create.isPending || update.isPending,
    showErrors,
    trainingId,
  };
}

export type BasicSettingsController = ReturnType<typeof useBasicSettings>;
