import type { Group } from '../api/types';

/** Props of the per-group dialogs opened from a card. */
export interface GroupDialogProps {
  group: Group;
  open: boolean;
  onClose: () => void;
  /** Called when the closing animation has finished. */
  afterClose: () => void;
}
