import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FILE_NAME_HEADER,
  FLEET_PAGE_SIZE,
  newPropertySchema,
  PROPERTY_FILE_EXTENSIONS,
  PROPERTY_FILE_MAX_BYTES,
  PROPERTY_ROLE_LABELS,
  propertyFileType,
  propertyMemberAddSchema,
  propertyNoteSchema,
  siteIdForPanel,
  type PropertyRole,
  pageOf,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { badRequest, conflict, notFound } from '#src/lib/http-errors';
import { propertyParams } from '#src/lib/query-schemas';
import {
  acceptRawUploads,
  checkRawUpload,
  sendStoredFile,
  storeRawUpload,
} from '#src/lib/raw-uploads';
import { recordAudit } from '#src/repositories/audit';
import {
  addPropertyMember,
  createPropertyWithSite,
  deletePropertyFile,
  findPropertyFile,
  findPropertyRecord,
  findUserByEmail,
  insertPropertyFile,
  insertPropertyNote,
  listFleetProperties,
  listPropertyFiles,
  listPropertyNotes,
  panelNumberTaken,
  removePropertyMember,
} from '#src/repositories/fleet';
import { findPropertyMember, listPropertyMembers } from '#src/repositories/members';
import { newStorageKey } from '#src/services/file-storage';
import { GeocodingService } from '#src/services/geocoding';
import { requireRecentAuthentication } from '#src/services/reauthentication';
import { addNote } from '../notes';

const pageField = z.coerce.number().int().min(1).max(100_000).default(1);
const positiveId = z.coerce.number().int().positive().max(2_147_483_647);

const propertyRow = z.object({
  property_id: z.number().int(),
  name: z.string(),
  address: z.string(),
  account_name: z.string(),
  panel_id: z.number().int().nullable(),
  site_id: z.string().nullable(),
  online: z.boolean().nullable(),
  last_update: z.string().nullable(),
  located: z.boolean(),
});

const memberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  role_label: z.string(),
  status: z.enum(['Active', 'Pending']),
  assigned_date: z.string(),
  removable: z.boolean(),
});

const toMember = (m: {
  userId: number;
  email: string;
  name: string;
  role: PropertyRole;
  status: 'active' | 'pending';
  assignedAt: Date;
}): z.infer<typeof memberSchema> => ({
  id: m.userId,
  email: m.email,
  name: m.name,
  role: m.role,
  role_label: PROPERTY_ROLE_LABELS[m.role],
  status: m.status === 'active' ? 'Active' : 'Pending',
  assigned_date: m.assignedAt.toISOString(),
  // As on the customer side: an owner stays (ownership comes with the account).
  removable: m.role !== 'owner',
});

const fileSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  uploaded_by: z.string().nullable(),
  uploaded_at: z.string(),
});

const noteSchema = z.object({
  id: z.number().int(),
  content: z.string(),
  author: z.string().nullable(),
  created_at: z.string(),
});

export interface AdminPropertyRoutesOptions {
  geocoding?: GeocodingService;
}

/** Properties (admin-back-office.md 2.12, 2.13): list, create, members, files and notes. */
export default async function adminPropertyRoutes(
  app: FastifyInstance,
  options: AdminPropertyRoutesOptions = {},
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];
  const geocoding = options.geocoding ?? new GeocodingService(app);
  const storage = app.files;

  // Uploads arrive as the raw file (no multipart parser is installed); the handler streams them
  // into the store, which stops at the size limit. Scoped to this plugin's routes only.
  acceptRawUploads(app);

  const propertyOr404 = async (propertyId: number) => {
    const property = await findPropertyRecord(app.db, propertyId);
    if (!property) throw notFound('Property not found.');
    return property;
  };

  routes.get(
    '/api/admin/properties',
    {
      config: { access: 'permission:view_properties' },
      schema: {
        tags: ['admin'],
        summary: 'Properties, searched by panel ID, name or address (case-insensitive)',
        security,
        querystring: z.object({ search: z.string().max(200).optional(), page: pageField }),
        response: { 200: pageOf(propertyRow), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { search, page } = request.query;
      const pageSize = FLEET_PAGE_SIZE.properties;
      const list = await listFleetProperties(app.db, { search, page, pageSize });
      return pageAnswer(list, { page, pageSize }, (p) => ({
        property_id: p.propertyId,
        name: p.name,
        address: p.address,
        account_name: p.accountName,
        panel_id: p.panelNumber,
        site_id: p.siteId,
        online: p.online,
        last_update: p.lastSeenAt?.toISOString() ?? null,
        located:
          p.latitude != null && p.longitude != null && !(p.latitude === 0 && p.longitude === 0),
      }));
    },
  );

  routes.post(
    '/api/admin/properties',
    {
      config: { access: 'permission:create_properties' },
      schema: {
        tags: ['admin'],
        summary: '+ Add New Property: the property, its panel (site), placed by its address',
        description:
          'The owner must be an existing customer; the property joins the account they own (a new account when they own none). When the address cannot be geocoded the property is still created, without coordinates.',
        security,
        body: newPropertySchema,
        response: {
          201: z.object({
            property_id: z.number().int(),
            panel_id: z.number().int(),
            site_id: z.string(),
            located: z.boolean(),
            message: z.string(),
          }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const { name, address, owner_email: ownerEmail, panel_number: panelNumber } = request.body;
      const siteId = siteIdForPanel(panelNumber);
      const owner = await findUserByEmail(app.db, ownerEmail);
      if (!owner) throw notFound(`No customer with the email ${ownerEmail}.`);
      if (owner.kind !== 'customer') {
        throw badRequest('owner_email: the owner must be a customer, not staff or a partner');
      }
      if (await panelNumberTaken(app.db, panelNumber, siteId)) {
        throw conflict(`Panel ${String(panelNumber)} is already installed at another property.`);
      }
      // Outside the transaction: the lookup may wait on the geocoder (one request a second).
      const place = await geocoding.locate(address);
      const created = await app.db.transaction(async (tx) => {
        if (await panelNumberTaken(tx, panelNumber, siteId)) {
          throw conflict(`Panel ${String(panelNumber)} is already installed at another property.`);
        }
        const result = await createPropertyWithSite(tx, {
          name,
          address,
          owner: { id: owner.id, name: owner.name },
          panelNumber,
          siteId,
          latitude: place?.latitude ?? null,
          longitude: place?.longitude ?? null,
        });
        await recordAudit(tx, request, {
          action: 'property.create',
          targetType: 'property',
          targetId: String(result.propertyId),
          details: { name, site_id: siteId, owner_email: ownerEmail, located: place !== null },
        });
        return result;
      });
      return reply.code(201).send({
        property_id: created.propertyId,
        panel_id: panelNumber,
        site_id: siteId,
        located: place !== null,
        message: place
          ? `Property "${name}" created with panel ${String(panelNumber)}.`
          : `Property "${name}" created with panel ${String(panelNumber)}, without map coordinates: the address could not be located.`,
      });
    },
  );

  // ---- Manage Users ----

  const memberParams = propertyParams.extend({ userId: positiveId });

  routes.get(
    '/api/admin/properties/:propertyId/members',
    {
      config: { access: 'permission:view_properties' },
      schema: {
        tags: ['admin'],
        summary: 'Who has access to the property',
        security,
        params: propertyParams,
        response: {
          200: z.object({ users: z.array(memberSchema) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await propertyOr404(request.params.propertyId);
      const members = await listPropertyMembers(app.db, request.params.propertyId);
      return { users: members.map(toMember) };
    },
  );

  routes.post(
    '/api/admin/properties/:propertyId/members',
    {
      config: { access: 'permission:assign_properties' },
      schema: {
        tags: ['admin'],
        summary: 'Add User: give an existing customer a role on the property',
        security,
        params: propertyParams,
        body: propertyMemberAddSchema,
        response: { 201: memberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { propertyId } = request.params;
      const { email, role } = request.body;
      await propertyOr404(propertyId);
      // Who may control the property: a recent password or code first (decision 012).
      if ((role as string) === 'owner' || (role as string) === 'manager') {
        await requireRecentAuthentication(app, request);
      }
      const user = await findUserByEmail(app.db, email);
      if (!user) throw notFound('No user with that email.');
      if (user.kind !== 'customer') {
        throw badRequest('email: staff and partners reach properties through the back-office');
      }
      const member = await app.db.transaction(async (tx) => {
        if (await findPropertyMember(tx, propertyId, user.id)) {
          throw conflict(`${email} already has access to this property.`);
        }
        await addPropertyMember(tx, propertyId, user.id, role);
        await recordAudit(tx, request, {
          action: 'property_user.add',
          targetType: 'property',
          targetId: String(propertyId),
          details: { email, role },
        });
        return (await listPropertyMembers(tx, propertyId)).find((m) => m.userId === user.id)!;
      });
      return reply.code(201).send(toMember(member));
    },
  );

  routes.delete(
    '/api/admin/properties/:propertyId/members/:userId',
    {
      config: { access: 'permission:assign_properties' },
      schema: {
        tags: ['admin'],
        summary: 'Remove a user from the property (owners stay)',
        security,
        params: memberParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { propertyId, userId } = request.params;
      await propertyOr404(propertyId);
      const member = await findPropertyMember(app.db, propertyId, userId);
      if (!member) throw notFound('User not found on this property.');
      if (member.role === 'owner') throw conflict('Owners cannot be removed from a property.');
      if (member.role === 'manager') await requireRecentAuthentication(app, request);
      await app.db.transaction(async (tx) => {
        await removePropertyMember(tx, propertyId, userId);
        await recordAudit(tx, request, {
          action: 'property_user.remove',
          targetType: 'property',
          targetId: String(propertyId),
          details: { email: member.email },
        });
      });
      return reply.code(204).send(null);
    },
  );

  // ---- Files ----

  const fileParams = propertyParams.extend({ fileId: positiveId });

  routes.get(
    '/api/admin/properties/:propertyId/files',
    {
      config: { access: 'permission:view_properties' },
      schema: {
        tags: ['admin'],
        summary: "The property's files, newest first",
        security,
        params: propertyParams,
        response: {
          200: z.object({
            files: z.array(fileSchema),
            max_bytes: z.number().int(),
            allowed_extensions: z.array(z.string()),
          }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      await propertyOr404(request.params.propertyId);
      const files = await listPropertyFiles(app.db, request.params.propertyId);
      return {
        files: files.map((f) => ({
          id: f.id,
          file_name: f.fileName,
          content_type: f.contentType,
          size_bytes: f.sizeBytes,
          uploaded_by: f.uploadedBy,
          uploaded_at: f.createdAt.toISOString(),
        })),
        max_bytes: PROPERTY_FILE_MAX_BYTES,
        allowed_extensions: PROPERTY_FILE_EXTENSIONS,
      };
    },
  );

  routes.post(
    '/api/admin/properties/:propertyId/files',
    {
      config: { access: 'permission:edit_properties' },
      schema: {
        tags: ['admin'],
        summary: 'Upload a file (raw bytes, application/octet-stream; name in X-File-Name)',
        description: `At most ${String(PROPERTY_FILE_MAX_BYTES)} bytes (413 beyond); types ${PROPERTY_FILE_EXTENSIONS.join(', ')} only (400 otherwise). The name is URI-encoded in the X-File-Name header and sanitised (folders dropped).`,
        security,
        params: propertyParams,
        headers: z.object({
          [FILE_NAME_HEADER]: z
            .string({ error: `${FILE_NAME_HEADER} header is required` })
            .min(1)
            .max(1000),
        }),
        response: { 201: fileSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const { propertyId } = request.params;
      const { fileName, type } = checkRawUpload(request, {
        maxBytes: PROPERTY_FILE_MAX_BYTES,
        typeOf: propertyFileType,
        typeNotAllowed: `File type not allowed. Allowed: ${PROPERTY_FILE_EXTENSIONS.join(', ')}.`,
      });
      await propertyOr404(propertyId);
      const key = newStorageKey(`property-${String(propertyId)}`);
      const size = await storeRawUpload(storage, key, request, PROPERTY_FILE_MAX_BYTES);
      let id: number;
      try {
        id = await app.db.transaction(async (tx) => {
          const fileId = await insertPropertyFile(tx, {
            propertyId,
            fileName,
            storageKey: key,
            contentType: type.contentType,
            sizeBytes: size,
            uploadedBy: request.auth!.user.id,
          });
          await recordAudit(tx, request, {
            action: 'property_file.upload',
            targetType: 'property',
            targetId: String(propertyId),
            details: { file_id: fileId, file_name: fileName, size_bytes: size },
          });
          return fileId;
        });
      } catch (error) {
        await storage.remove(key);
        throw error;
      }
      return reply.code(201).send({
        id,
        file_name: fileName,
        content_type: type.contentType,
        size_bytes: size,
        uploaded_by: request.auth!.user.name,
        uploaded_at: new Date().toISOString(),
      });
    },
  );

  routes.get(
    '/api/admin/properties/:propertyId/files/:fileId',
    {
      config: { access: 'permission:view_properties' },
      schema: {
        tags: ['admin'],
        summary: 'Download a file (as an attachment)',
        security,
        params: fileParams,
        response: { ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { propertyId, fileId } = request.params;
      const file = await findPropertyFile(app.db, propertyId, fileId);
      if (!file) throw notFound('File not found.');
      const body = await storage.open(file.storageKey);
      if (!body) throw notFound('File not found.');
      return sendStoredFile(reply, body, file);
    },
  );

  routes.delete(
    '/api/admin/properties/:propertyId/files/:fileId',
    {
      config: { access: 'permission:edit_properties' },
      schema: {
        tags: ['admin'],
        summary: 'Delete a file',
        security,
        params: fileParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { propertyId, fileId } = request.params;
      const file = await findPropertyFile(app.db, propertyId, fileId);
      if (!file) throw notFound('File not found.');
      await app.db.transaction(async (tx) => {
        await deletePropertyFile(tx, file.id);
        await recordAudit(tx, request, {
          action: 'property_file.delete',
          targetType: 'property',
          targetId: String(propertyId),
          details: { file_id: file.id, file_name: file.fileName },
        });
      });
      // After the row is gone: a failed removal leaves unreferenced bytes, never a dead row.
      await storage.remove(file.storageKey).catch((error: unknown) => {
        request.log.warn({ err: error, key: file.storageKey }, 'stored file not removed');
      });
      return reply.code(204).send(null);
    },
  );

  // ---- Notes ----

  routes.get(
    '/api/admin/properties/:propertyId/notes',
    {
      config: { access: 'permission:view_properties' },
      schema: {
        tags: ['admin'],
        summary: "The property's notes, newest first",
        security,
        params: propertyParams,
        querystring: z.object({ page: pageField }),
        response: { 200: pageOf(noteSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { propertyId } = request.params;
      const { page } = request.query;
      await propertyOr404(propertyId);
      const pageSize = FLEET_PAGE_SIZE.notes;
      const list = await listPropertyNotes(app.db, propertyId, { page, pageSize });
      return pageAnswer(list, { page, pageSize }, (n) => ({
        id: n.id,
        content: n.content,
        author: n.authorName,
        created_at: n.createdAt.toISOString(),
      }));
    },
  );

  routes.post(
    '/api/admin/properties/:propertyId/notes',
    {
      config: { access: 'permission:edit_properties' },
      schema: {
        tags: ['admin'],
        summary: 'Add a note (blank text is refused and nothing is stored)',
        security,
        params: propertyParams,
        body: propertyNoteSchema,
        response: { 201: noteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { propertyId } = request.params;
      const note = await addNote(app, request, request.body.content, {
        subjectOr404: () => propertyOr404(propertyId),
        insert: (tx, content) =>
          insertPropertyNote(tx, { propertyId, authorId: request.auth!.user.id, content }),
        audit: (row) => ({
          action: 'property_note.add',
          targetType: 'property',
          targetId: String(propertyId),
          details: { note_id: row.id },
        }),
      });
      return reply.code(201).send({
        id: note.id,
        content: note.content,
        author: request.auth!.user.name,
        created_at: note.createdAt.toISOString(),
      });
    },
  );
}
