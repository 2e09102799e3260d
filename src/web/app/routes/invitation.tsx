import { getRouteApi } from '@tanstack/react-router';
import { SetPasswordPage } from '../../features/auth/components/set-password-page';

const route = getRouteApi('/invitation/$token');

/** /invitation/$token (public): set one's own password with an invitation link. */
export default function InvitationRoute() {
  const { token } = route.useParams();
  return <SetPasswordPage token={token} />;
}
