import { ScreenPage } from '@/components/layout/screen-page';
import { LegalDocumentView } from '@/features/legal/components/legal-document-view';
import { PRIVACY_POLICY } from '@/features/legal/legal-documents';

export function Component() {
  return (
    <ScreenPage title={PRIVACY_POLICY.title}>
      <LegalDocumentView document={PRIVACY_POLICY} />
    </ScreenPage>
  );
}
