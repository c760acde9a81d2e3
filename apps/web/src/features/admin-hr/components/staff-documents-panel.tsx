import { NativeSelect } from '@mantine/core';
import {
  formatFileSize,
  STAFF_DOCUMENT_KIND_LABELS,
  STAFF_DOCUMENT_KINDS,
  type StaffDocument,
  type StaffDocumentKind,
  staffDocumentExtensions,
} from '@wildfire/shared';
import { useState } from 'react';

import { StoredFiles } from '@/components/ui/stored-files';
import { formatDateTime } from '@/lib/format/dates';
import {
  downloadStaffDocument,
  useDeleteStaffDocument,
  useUploadStaffDocument,
} from '../api/staff-documents';
import { staffFileProblem } from './staff-form';

/**
 * A staff member's NDA, contract, eligibility and other documents (holders of hr_permissions):
 * download, and with manage_hr_data upload and delete.
 */
export function StaffDocumentsPanel({
  staffId,
  name,
  documents,
  canManage,
}: {
  staffId: number;
  name: string;
  documents: StaffDocument[];
  canManage: boolean;
}) {
  const [kind, setKind] = useState<StaffDocumentKind>('nda');
  const upload = useUploadStaffDocument(staffId);
  const remove = useDeleteStaffDocument(staffId);

  return (
    <StoredFiles
      label="Documents"
      minWidth={620}
      files={documents}
      empty="No documents on file."
      columns={[
        { header: 'Type', cell: (document) => STAFF_DOCUMENT_KIND_LABELS[document.kind] },
        {
          header: 'File',
          cell: (document) => document.file_name,
          style: { wordBreak: 'break-all' },
        },
        {
          header: 'Size',
          cell: (document) => formatFileSize(document.size_bytes),
          style: { whiteSpace: 'nowrap' },
        },
        {
          header: 'Uploaded',
          cell: (document) =>
            `${formatDateTime(document.uploaded_at)}${document.uploaded_by ? ` by ${document.uploaded_by}` : ''}`,
        },
      ]}
      download={(document) => downloadStaffDocument(staffId, document)}
      upload={
        canManage
          ? {
              label: 'Upload Document',
              accept: staffDocumentExtensions(kind).join(','),
              hint: `${staffDocumentExtensions(kind).join(', ')}; up to 10 MB`,
              controls: (
                <NativeSelect
                  label="Document type"
                  data={STAFF_DOCUMENT_KINDS.map((k) => ({
                    value: k,
                    label: STAFF_DOCUMENT_KIND_LABELS[k],
                  }))}
                  value={kind}
                  onChange={(event) => {
                    setKind(event.currentTarget.value as StaffDocumentKind);
                  }}
                />
              ),
              choice: kind,
              problem: (file) => staffFileProblem(kind, file),
              send: (file) => upload.mutateAsync({ kind, file }).then((stored) => stored.file_name),
              sending: upload.isPending,
            }
          : undefined
      }
      remove={
        canManage
          ? {
              title: 'Delete document',
              question: (document) => `Delete ${document.file_name} from ${name}'s record?`,
              send: (id) => remove.mutateAsync(id),
            }
          : undefined
      }
    />
  );
}
