import { ResetPasswordScreen } from '@/features/auth/components/reset-password-screen';

export function Component() {
  return <ResetPasswordScreen />;
}
