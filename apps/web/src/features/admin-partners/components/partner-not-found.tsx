import { Alert, Anchor } from '@mantine/core';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

export function PartnerNotFound() {
  return (
    <Alert color="yellow" variant="light" title="Partner not found">
      This partner does not exist or was removed.{' '}
      <Anchor component={Link} to={paths.admin.contractors.getHref()}>
        Back to Service Partners
      </Anchor>
    </Alert>
  );
}
