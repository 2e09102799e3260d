import { RequirePermission } from '../../components/require-permission';
import { MyLearningPage } from '../../features/my-learning';

export default function MyTrainingsRoute() {
  return (
    <RequirePermission permission="myLearning">
      <MyLearningPage />
    </RequirePermission>
  );
}
