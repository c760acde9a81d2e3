import {
  PROPERTY_FILE_EXTENSIONS,
  PROPERTY_FILE_MAX_BYTES,
  propertyFileType,
} from '@wildfire/shared';

import { LoadingState } from '@/components/ui/paged-list';
import { QueryErrorAlert } from '@/components/ui/query-error-alert';
import { StoredFiles } from '@/components/ui/stored-files';
import { formatDateTimeWithSeconds } from '@/lib/format/dates';
import { formatBytes } from '@/lib/format/numbers';
import {
  downloadPropertyFile,
  useDeletePropertyFile,
  usePropertyFiles,
  useUploadPropertyFile,
} from '../api/property-files';

const ACCEPT = PROPERTY_FILE_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const LIMIT_TEXT = `Up to ${formatBytes(PROPERTY_FILE_MAX_BYTES)}; ${PROPERTY_FILE_EXTENSIONS.join(', ')}.`;

// The server checks the same rules; checking here saves sending 10 MB for nothing.
function fileProblem(file: File): string | null {
  if (file.size > PROPERTY_FILE_MAX_BYTES) {
    return `${file.name} is larger than ${formatBytes(PROPERTY_FILE_MAX_BYTES)}.`;
  }
  if (!propertyFileType(file.name)) {
    return `${file.name}: this file type is not allowed. ${LIMIT_TEXT}`;
  }
  return null;
}

/** Files of a property (/admin/property/{panelId}/files): upload, download, delete. */
export function PropertyFiles({ propertyId, canEdit }: { propertyId: number; canEdit: boolean }) {
  const query = usePropertyFiles(propertyId);
  const upload = useUploadPropertyFile(propertyId);
  const remove = useDeletePropertyFile(propertyId);

  return (
    <StoredFiles
      label="Files"
      minWidth={640}
      files={query.isSuccess ? query.data.files : undefined}
      empty="No files for this property yet."
      columns={[
        { header: 'Name', cell: (file) => file.file_name, style: { wordBreak: 'break-all' } },
        {
          header: 'Size',
          cell: (file) => formatBytes(file.size_bytes),
          style: { whiteSpace: 'nowrap' },
        },
        { header: 'Uploaded By', cell: (file) => file.uploaded_by ?? '—' },
        {
          header: 'Uploaded',
          cell: (file) => formatDateTimeWithSeconds(file.uploaded_at),
          style: { whiteSpace: 'nowrap' },
        },
      ]}
      download={(file) => downloadPropertyFile(propertyId, file)}
      upload={
        canEdit
          ? {
              label: 'Upload File',
              accept: ACCEPT,
              hint: LIMIT_TEXT,
              problem: fileProblem,
              send: (file) => upload.mutateAsync(file).then((stored) => stored.file_name),
              sending: upload.isPending,
            }
          : undefined
      }
      remove={
        canEdit
          ? {
              title: 'Delete file',
              question: (file) => `Delete ${file.file_name}?`,
              send: (id) => remove.mutateAsync(id),
            }
          : undefined
      }
      status={
        <>
          {query.isPending && <LoadingState />}
          {query.isError && (
            <QueryErrorAlert
              title="The files could not be loaded"
              error={query.error}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          )}
        </>
      }
    />
  );
}
