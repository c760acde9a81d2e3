import {
  formatFileSize,
  HR_DOCUMENT_EXTENSIONS,
  HR_DOCUMENT_MAX_BYTES,
  hrDocumentType,
} from '@wildfire/shared';

/** The extensions the file picker offers. */
export const HR_DOCUMENT_ACCEPT = HR_DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The limits, as the upload form states them. */
export const HR_DOCUMENT_LIMITS = `PDF, DOCX, DOC, XLSX, XLS and ${HR_DOCUMENT_EXTENSIONS.filter(
  (ext) => !['pdf', 'docx', 'doc', 'xlsx', 'xls'].includes(ext),
)
  .map((ext) => ext.toUpperCase())
  .join(', ')}; up to ${formatFileSize(HR_DOCUMENT_MAX_BYTES)}.`;

/** Whether a picked file may go up: its type and size; the reason if not. */
export function hrFileProblem(file: File): string | null {
  if (!hrDocumentType(file.name)) return `${file.name}: this file type is not allowed.`;
  if (file.size > HR_DOCUMENT_MAX_BYTES) {
    return `${file.name} is larger than ${formatFileSize(HR_DOCUMENT_MAX_BYTES)}.`;
  }
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}
