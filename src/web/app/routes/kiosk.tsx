import { KioskPage } from '../../features/kiosk';
import { TrainingPlayer } from '../../features/player/components/player-page';

/** /kiosk (public, outside the app shell): the shared tablet on site (issue 33 item 5), with the app's training player inside. */
export default function KioskRoute() {
  return <KioskPage player={TrainingPlayer} />;
}
