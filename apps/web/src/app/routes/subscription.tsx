import { AccountLayout } from '@/features/account/components/account-layout';
import { SubscriptionPlans } from '@/features/account/components/subscription-plans';
import { WithAccount } from '@/features/account/components/with-account';

export function Component() {
  return (
    <AccountLayout title="Subscription">
      <WithAccount noAccount="You do not belong to a customer account, so there is no subscription to show.">
        {(account) => <SubscriptionPlans account={account} />}
      </WithAccount>
    </AccountLayout>
  );
}
