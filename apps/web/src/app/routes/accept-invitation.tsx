import { useNavigate, useSearchParams } from 'react-router';

import { ScreenPage } from '@/components/layout/screen-page';
import { paths } from '@/config/paths';
import { AcceptInvitationScreen } from '@/features/invitations/components/accept-invitation-screen';
import { useAuth } from '@/lib/auth/auth-context';

export function Component() {
  const [searchParams] = useSearchParams();
  const { state, loadProfile } = useAuth();
  const navigate = useNavigate();

  return (
    <ScreenPage title="Accept Invitation">
      <AcceptInvitationScreen
        token={searchParams.get('token')}
        signedInAs={state.status === 'signed-in' ? state.user.email : null}
        onAccepted={async (accessToken) => {
          await loadProfile(accessToken);
          await navigate(paths.home.getHref(), { replace: true });
        }}
      />
    </ScreenPage>
  );
}
