import { EmailChangeLinkScreen } from '@/features/account/components/email-change-link-screen';

export function Component() {
  return <EmailChangeLinkScreen link="undo" />;
}
