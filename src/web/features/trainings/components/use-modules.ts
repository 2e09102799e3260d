import { useState } from 'react';
import { isStillProcessing } from '../../../lib/api';
import { useToast } from '../../../lib/use-toast';
import { useAddModule, useBatchUpdateModules, useUpdateModule } from '../api/mutations';
import type { ModuleContent, ModuleType, ReceivedModule, TrainingModule } from '../api/types';
import { moduleIn, modulesIn } from '../lib/module-texts';
import { useTrainingsT } from '../i18n';
import { serverMessageOr } from '../lib/errors';

interface DraftState {
  modules: TrainingModule[];
  deletedIds: string[];
  dirty: boolean;
  /** Order or active flags changed (not only deletions). */
  rearranged: boolean;
}

const ordered = (modules: readonly TrainingModule[]) => [...modules].sort((a, b) => a.orderIndex - b.orderIndex);

/**
 * The module list being edited (spec section 4): reorder, active toggle and delete stay local and
 * mark the list unsaved until save() sends one batch update; adding and editing a module are sent
 * at once but still mark the list unsaved.
 */
export function useModules(trainingId: string | null, initial: readonly ReceivedModule[], language: string) {
  const { t } = useTrainingsT();
  const toast = useToast();
  const addCall = useAddModule();
  const updateCall = useUpdateModule();
  const batchCall = useBatchUpdateModules();
  const [state, setState] = useState<DraftState>(() => ({ modules: ordered(modulesIn(initial, language)), deletedIds: [], dirty: false, rearranged: false }));

  const missingId = () => {
    toast.error(t('common.error'), t('modules.trainingIdMissing'));
    return false;
  };

  const move = (from: number, to: number) =>
    setState((s) => {
      if (from === to || from < 0 || to < 0 || from >= s.modules.length || to >= s.modules.length) return s;
      const modules = [...s.modules];
      const [moved] = modules.splice(from, 1);
      modules.splice(to, 0, moved!);
      return { ...s, modules, dirty: true, rearranged: true };
    });

  const setActive = (id: string, isActive: boolean) =>
    setState((s) => ({ ...s, modules: s.modules.map((m) => (m.id === id ? { ...m, isActive } : m)), dirty: true, rearranged: true }));

  const remove = (id: string) =>
    setState((s) => ({ ...s, modules: s.modules.filter((m) => m.id !== id), deletedIds: [...s.deletedIds, id], dirty: true }));

  const add = async (type: ModuleType, title: string, content: ModuleContent): Promise<boolean> => {
    if (!trainingId) return missingId();
    const orderIndex = state.modules.length + state.deletedIds.length;
    try {
      const module = moduleIn(await addCall.mutateAsync({ trainingId, type, title, orderIndex, content }), language);
      setState((s) => ({ ...s, modules: [...s.modules, module], dirty: true }));
      toast.success(t('modules.addedTitle'), title);
      return true;
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('modules.addFailed')));
      return false;
    }
  };

  const edit = async (module: TrainingModule, title: string, content: ModuleContent): Promise<boolean> => {
    if (!trainingId) return missingId();
    try {
      const updated = moduleIn(await updateCall.mutateAsync({ id: module.id, trainingId, patch: { title, content } }), language);
      // Order and active state stay as they are locally until the modules are saved.
      setState((s) => ({
        ...s,
        modules: s.modules.map((m) => (m.id === module.id ? { ...m, ...updated, isActive: m.isActive, orderIndex: m.orderIndex } : m)),
        dirty: true,
      }));
      toast.success(t('modules.updatedTitle'), title);
      return true;
    } catch (error) {
      toast.error(t('common.error'), serverMessageOr(error, t('modules.updateFailed')));
      return false;
    }
  };

  /** 'Module speichern': one PATCH .../modules/batch-update with order, active flags and deletions. */
  const save = async (): Promise<boolean> => {
    if (!trainingId) return missingId();
    const onlyDeletions = state.deletedIds.length > 0 && !state.rearranged;
    try {
      const modules = await batchCall.mutateAsync({
        trainingId,
        input: {
          moduleUpdates: state.modules.map((m, orderIndex) => ({ id: m.id, orderIndex, isActive: m.isActive })),
          deletedModuleIds: state.deletedIds,
        },
      });
      setState({ modules: ordered(Array.isArray(modules) ? modulesIn(modules, language) : state.modules), deletedIds: [], dirty: false, rearranged: false });
      toast.success(t('modules.savedTitle'), t('modules.savedText'));
      return true;
    } catch (error) {
      if (isStillProcessing(error)) {
        // recorded: the list on screen is what was saved; the server's views follow shortly
        setState({ modules: state.modules, deletedIds: [], dirty: false, rearranged: false });
        toast.info(error.message);
        return true;
      }
      toast.error(t('common.error'), serverMessageOr(error, t(onlyDeletions ? 'modules.deleteFailed' : 'modules.saveFailed')));
      return false;
    }
  };

  /** Back to the server's list (modules added or edited meanwhile are kept: they are saved). */
  const discard = (serverModules: readonly ReceivedModule[]) => setState({ modules: ordered(modulesIn(serverModules, language)), deletedIds: [], dirty: false, rearranged: false });

  return {
    trainingId,
    /** The language version the builder edits: the training's default. */
    language,
    modules: state.modules,
    deletedIds: state.deletedIds,
    dirty: state.dirty,
    move,
    setActive,
    remove,
    add,
    edit,
    save,
    discard,
    saving: batchCall.isPending,
    busy: addCall.isPending || updateCall.isPending,
  };
}

export type ModulesController = ReturnType<typeof useModules>;
