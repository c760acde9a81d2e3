import type { StaffDocument, StaffDocumentKind } from '@wildfire/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';
import { downloadFile, uploadRawFile } from '@/lib/file-transfer';
import { hrKeys } from './keys';

const documentsUrl = (staffId: number) => `/admin/hr/staff/${String(staffId)}/documents`;

/** `POST .../documents?kind=`: an NDA, contract, eligibility or other document (raw bytes). */
export const uploadStaffDocument = (staffId: number, kind: StaffDocumentKind, file: File) =>
  uploadRawFile<StaffDocument>(`${documentsUrl(staffId)}?kind=${kind}`, file);

/** `GET .../documents/{documentId}`, saved under the file's name. */
export const downloadStaffDocument = (staffId: number, document: StaffDocument) =>
  downloadFile(`${documentsUrl(staffId)}/${String(document.id)}`, document.file_name);

/** `DELETE .../documents/{documentId}`. */
export const deleteStaffDocument = (staffId: number, documentId: number) =>
  apiRequest<undefined>(`${documentsUrl(staffId)}/${String(documentId)}`, { method: 'DELETE' });

export function useUploadStaffDocument(staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: StaffDocumentKind; file: File }) =>
      uploadStaffDocument(staffId, kind, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrKeys.staffMember(staffId) }),
  });
}

export function useDeleteStaffDocument(staffId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: number) => deleteStaffDocument(staffId, documentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hrKeys.staffMember(staffId) }),
  });
}
