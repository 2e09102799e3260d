import { useParams } from '@tanstack/react-router';
import { RequirePermission } from '../../components/require-permission';
import { BuilderPage } from '../../features/trainings/components/builder-page';

export default function TrainingBuilderRoute() {
  const { id } = useParams({ strict: false });
  return (
    <RequirePermission permission="createTraining">
      <BuilderPage key={id ?? ''} id={id ?? ''} />
    </RequirePermission>
  );
}
