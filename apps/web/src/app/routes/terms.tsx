import { ScreenPage } from '@/components/layout/screen-page';
import { LegalDocumentView } from '@/features/legal/components/legal-document-view';
import { TERMS_OF_USE } from '@/features/legal/legal-documents';

export function Component() {
  return (
    <ScreenPage title={TERMS_OF_USE.title}>
      <LegalDocumentView document={TERMS_OF_USE} />
    </ScreenPage>
  );
}
