import { AccountLayout } from '@/features/account/components/account-layout';
import { PaymentHistory } from '@/features/account/components/payment-history';
import { WithAccount } from '@/features/account/components/with-account';

export function Component() {
  return (
    <AccountLayout title="Payment History">
      <WithAccount noAccount="You do not belong to a customer account, so there are no payments to show.">
        {(account) => <PaymentHistory account={account} />}
      </WithAccount>
    </AccountLayout>
  );
}
