import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FILE_NAME_HEADER,
  HR_DOCUMENT_EXTENSIONS,
  HR_DOCUMENT_MAX_BYTES,
  HR_DOCUMENT_PAGE_SIZE,
  HR_DOCUMENT_TAB_LABELS,
  type HrDocument,
  hrDocumentListQuerySchema,
  hrDocumentPageSchema,
  hrDocumentSchema,
  hrDocumentTabSchema,
  type HrDocumentTab,
  hrDocumentType,
  hrDocumentUpdateSchema,
  hrDocumentUploadQuerySchema,
  hrFolderSchema,
  newHrFolderSchema,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { badRequest, conflict, notFound } from '#src/lib/http-errors';
import {
  acceptRawUploads,
  checkRawUpload,
  sendStoredFile,
  storeRawUpload,
} from '#src/lib/raw-uploads';
import { recordAudit } from '#src/repositories/audit';
import type { Executor } from '#src/db/client';
import {
  deleteHrDocument,
  deleteHrFolder,
  findHrDocument,
  findHrFolder,
  findHrFolderByName,
  type HrDocumentRow,
  hrDocumentSummary,
  insertHrDocument,
  insertHrFolder,
  listHrDocuments,
  listHrFolders,
  updateHrDocument,
} from '#src/repositories/hr-documents';
import { newStorageKey } from '#src/services/file-storage';
import { positiveIdParam } from '../query';

const documentParams = z.object({ documentId: positiveIdParam('documentId') });
const folderParams = z.object({ folderId: positiveIdParam('folderId') });

const toDocument = (d: HrDocumentRow): HrDocument => ({
  id: d.id,
  tab: d.tab,
  name: d.name,
  file_name: d.fileName,
  type: hrDocumentType(d.fileName)?.label ?? 'other',
  category: d.category,
  size_bytes: d.sizeBytes,
  folder:
    d.folderId !== null && d.folderName !== null ? { id: d.folderId, name: d.folderName } : null,
  uploaded_by: d.uploadedBy,
  created_at: d.createdAt.toISOString(),
  last_modified: d.updatedAt.toISOString(),
});

/** The name a document shows at first: its file name without the extension. */
const displayName = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return (dot > 0 ? fileName.slice(0, dot) : fileName).trim() || fileName;
};

/** A folder id given with a document must be a folder of the document's tab. */
async function folderOfTab(db: Executor, folderId: number, tab: HrDocumentTab) {
  const folder = await findHrFolder(db, folderId);
  if (!folder || folder.tab !== tab) {
    throw badRequest(`folder_id: no such folder in ${HR_DOCUMENT_TAB_LABELS[tab]}`);
  }
  return folder;
}

/**
 * HR Documents (admin-back-office.md 2.20): the Onboarding Documents and Templates & Forms tabs,
 * their summary tiles, upload, download, edit, delete and folders. view_hr_data sees and
 * downloads; manage_hr_data changes.
 */
export default async function hrDocumentRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const storage = app.files;
  acceptRawUploads(app);

  const documentOr404 = async (documentId: number) => {
    const document = await findHrDocument(app.db, documentId);
    if (!document) throw notFound('Document not found.');
    return document;
  };

  routes.get(
    '/api/admin/documents',
    {
      config: { access: 'permission:view_hr_data' },
      schema: {
        tags: ['admin'],
        summary: "A tab's documents (most recently changed first, 20 a page) and its summary tiles",
        description:
          '`folder` narrows the list to one folder (its id) or to the documents in none (`none`); the summary (count, total size, last updated) is of the whole tab.',
        security,
        querystring: hrDocumentListQuerySchema,
        response: { 200: hrDocumentPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { tab, folder, page } = request.query;
      const [list, summary] = await Promise.all([
        listHrDocuments(app.db, {
          tab,
          ...(folder !== undefined ? { folder } : {}),
          page,
          pageSize: HR_DOCUMENT_PAGE_SIZE,
        }),
        hrDocumentSummary(app.db, tab),
      ]);
      return {
        ...pageAnswer(list, { page, pageSize: HR_DOCUMENT_PAGE_SIZE }, toDocument),
        summary: {
          count: summary.count,
          total_bytes: summary.totalBytes,
          last_updated: summary.lastUpdated?.toISOString() ?? null,
        },
        max_bytes: HR_DOCUMENT_MAX_BYTES,
        allowed_extensions: HR_DOCUMENT_EXTENSIONS,
      };
    },
  );

  routes.post(
    '/api/admin/documents',
    {
      config: { access: 'permission:manage_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Upload Document (raw bytes; tab, category and folder in the query)',
        description: `Body: the file as application/octet-stream, its name URI-encoded in X-File-Name (sanitised: folders dropped). At most ${String(HR_DOCUMENT_MAX_BYTES)} bytes (413 beyond); types ${HR_DOCUMENT_EXTENSIONS.join(', ')} only (400 otherwise).`,
        security,
        querystring: hrDocumentUploadQuerySchema,
        headers: z.object({
          [FILE_NAME_HEADER]: z
            .string({ error: `${FILE_NAME_HEADER} header is required` })
            .min(1)
            .max(1000),
        }),
        response: { 201: hrDocumentSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const { tab, category, folder_id: folderId } = request.query;
      const { fileName, type } = checkRawUpload(request, {
        maxBytes: HR_DOCUMENT_MAX_BYTES,
        typeOf: hrDocumentType,
        typeNotAllowed: `File type not allowed. Allowed: ${HR_DOCUMENT_EXTENSIONS.join(', ')}.`,
      });
      if (folderId !== undefined) await folderOfTab(app.db, folderId, tab);
      const key = newStorageKey('hr-documents');
      const size = await storeRawUpload(storage, key, request, HR_DOCUMENT_MAX_BYTES);
      let id: number;
      try {
        id = await app.db.transaction(async (tx) => {
          const documentId = await insertHrDocument(tx, {
            tab,
            folderId: folderId ?? null,
            name: displayName(fileName),
            category,
            fileName,
            storageKey: key,
            contentType: type.contentType,
            sizeBytes: size,
            uploadedBy: request.auth!.user.id,
          });
          await recordAudit(tx, request, {
            action: 'hr_document.upload',
            targetType: 'hr_document',
            targetId: String(documentId),
            details: { tab, category, file_name: fileName, size_bytes: size },
          });
          return documentId;
        });
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      return reply.code(201).send(toDocument((await findHrDocument(app.db, id))!));
    },
  );

  routes.get(
    '/api/admin/documents/:documentId/file',
    {
      config: { access: 'permission:view_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Download a document (as an attachment, under its file name)',
        security,
        params: documentParams,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const document = await documentOr404(request.params.documentId);
      const body = await storage.open(document.storageKey);
      if (!body) throw notFound('Document not found.');
      return sendStoredFile(reply, body, document);
    },
  );

  routes.patch(
    '/api/admin/documents/:documentId',
    {
      config: { access: 'permission:manage_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Edit a document: rename it, change its category or folder (null: none)',
        security,
        params: documentParams,
        body: hrDocumentUpdateSchema,
        response: { 200: hrDocumentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { documentId } = request.params;
      const { name, category, folder_id: folderId } = request.body;
      const document = await documentOr404(documentId);
      if (folderId !== undefined && folderId !== null) {
        await folderOfTab(app.db, folderId, document.tab);
      }
      await app.db.transaction(async (tx) => {
        await updateHrDocument(tx, documentId, {
          ...(name !== undefined ? { name } : {}),
          ...(category !== undefined ? { category } : {}),
          ...(folderId !== undefined ? { folderId } : {}),
        });
        await recordAudit(tx, request, {
          action: 'hr_document.update',
          targetType: 'hr_document',
          targetId: String(documentId),
          details: { ...request.body, previous_name: document.name },
        });
      });
      return toDocument((await findHrDocument(app.db, documentId))!);
    },
  );

  routes.delete(
    '/api/admin/documents/:documentId',
    {
      config: { access: 'permission:manage_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a document',
        security,
        params: documentParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const document = await documentOr404(request.params.documentId);
      await app.db.transaction(async (tx) => {
        await deleteHrDocument(tx, document.id);
        await recordAudit(tx, request, {
          action: 'hr_document.delete',
          targetType: 'hr_document',
          targetId: String(document.id),
          details: { name: document.name, file_name: document.fileName, tab: document.tab },
        });
      });
      // After the row is gone: a failed removal leaves unreferenced bytes, never a dead row.
      await storage.remove(document.storageKey).catch((error: unknown) => {
        request.log.warn({ err: error, key: document.storageKey }, 'stored file not removed');
      });
      return reply.code(204).send(null);
    },
  );

  // ---- Folders ----

  routes.get(
    '/api/admin/documents/folders',
    {
      config: { access: 'permission:view_hr_data' },
      schema: {
        tags: ['admin'],
        summary: "A tab's folders by name, with how many documents each holds",
        security,
        querystring: z.object({ tab: hrDocumentTabSchema }),
        response: {
          200: z.object({ folders: z.array(hrFolderSchema) }),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const { tab } = request.query;
      const folders = await listHrFolders(app.db, tab);
      return {
        folders: folders.map((f) => ({
          id: f.id,
          tab,
          name: f.name,
          document_count: f.documentCount,
        })),
      };
    },
  );

  routes.post(
    '/api/admin/documents/folders',
    {
      config: { access: 'permission:manage_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Create Folder (the name is unique within the tab, case-insensitive: 409)',
        security,
        body: newHrFolderSchema,
        response: { 201: hrFolderSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { tab, name } = request.body;
      const taken = () =>
        conflict(`${HR_DOCUMENT_TAB_LABELS[tab]} already has a folder named "${name}".`);
      if (await findHrFolderByName(app.db, tab, name)) throw taken();
      const folder = await app.db.transaction(async (tx) => {
        if (await findHrFolderByName(tx, tab, name)) throw taken();
        const row = await insertHrFolder(tx, { tab, name, createdBy: request.auth!.user.id });
        await recordAudit(tx, request, {
          action: 'hr_folder.create',
          targetType: 'hr_folder',
          targetId: String(row.id),
          details: { tab, name },
        });
        return row;
      });
      return reply.code(201).send({ id: folder.id, tab, name: folder.name, document_count: 0 });
    },
  );

  routes.delete(
    '/api/admin/documents/folders/:folderId',
    {
      config: { access: 'permission:manage_hr_data' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a folder; its documents stay in the tab, outside any folder',
        security,
        params: folderParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const folder = await findHrFolder(app.db, request.params.folderId);
      if (!folder) throw notFound('Folder not found.');
      await app.db.transaction(async (tx) => {
        await deleteHrFolder(tx, folder.id);
        await recordAudit(tx, request, {
          action: 'hr_folder.delete',
          targetType: 'hr_folder',
          targetId: String(folder.id),
          details: { tab: folder.tab, name: folder.name },
        });
      });
      return reply.code(204).send(null);
    },
  );
}
