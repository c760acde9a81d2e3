import type {
  HrDocument,
  HrDocumentCategory,
  HrDocumentTab,
  HrDocumentUpdate,
} from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest, withQuery } from '@/lib/api-client';
import { downloadFile, uploadRawFile } from '@/lib/file-transfer';
import { hrKeys } from './keys';

export interface HrDocumentUpload {
  tab: HrDocumentTab;
  category: HrDocumentCategory;
  folderId: number | null;
  file: File;
}

/** `POST /api/admin/documents?tab=&category=&folder_id=`: Upload Document (raw bytes). */
export const uploadHrDocument = ({ tab, category, folderId, file }: HrDocumentUpload) =>
  uploadRawFile<HrDocument>(
    withQuery('/admin/documents', { tab, category, folder_id: folderId }),
    file,
  );

/** `GET /api/admin/documents/{id}/file`, saved under the document's file name. */
export const downloadHrDocument = (document: HrDocument) =>
  downloadFile(`/admin/documents/${String(document.id)}/file`, document.file_name);

/** `PATCH /api/admin/documents/{id}`: rename, category, folder. */
export const updateHrDocument = (documentId: number, body: HrDocumentUpdate) =>
  apiRequest<HrDocument>(`/admin/documents/${String(documentId)}`, { method: 'PATCH', body });

/** `DELETE /api/admin/documents/{id}`. */
export const deleteHrDocument = (documentId: number) =>
  apiRequest<undefined>(`/admin/documents/${String(documentId)}`, { method: 'DELETE' });

const useDocumentsMutation = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrKeys.documentsAll }),
  });
};

export const useUploadHrDocument = () => useDocumentsMutation(uploadHrDocument);
export const useUpdateHrDocument = () =>
  useDocumentsMutation(({ id, body }: { id: number; body: HrDocumentUpdate }) =>
    updateHrDocument(id, body),
  );
export const useDeleteHrDocument = () => useDocumentsMutation(deleteHrDocument);
