import { RequirePermission } from '../../components/require-permission';
import { LibraryPage } from '../../features/trainings/components/library-page';

export default function TrainingsRoute() {
  return (
    <RequirePermission permission="library">
      <LibraryPage />
    </RequirePermission>
  );
}
