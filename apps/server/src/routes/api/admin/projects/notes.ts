import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  NOTE_PRIORITIES,
  PROJECT_PAGE_SIZE,
  projectNoteSchema,
  userTypeLabel,
  pageOf,
} from '@wildfire/shared';
import { errorResponses } from '#src/lib/errors-schema';
import { pageAnswer } from '#src/repositories/paging';
import { insertProjectNote, listProjectNotes } from '#src/repositories/projects';
import { projectOr404 } from '#src/services/projects';
import { addNote } from '../notes';
import { pageQuery, projectParams, pageParams } from './views';

const noteSchema = z.object({
  id: z.number().int(),
  author: z.string().nullable(),
  role: z.string().nullable(),
  content: z.string(),
  priority: z.enum(NOTE_PRIORITIES),
  is_private: z.boolean(),
  timestamp: z.string(),
});

/** Internal Notes on a project; private ones show only to their author and to editors. */
export async function projectNoteRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const security = [{ bearer: [] }];

  routes.get(
    '/api/admin/projects/:projectId/notes',
    {
      config: { access: 'permission:view_projects' },
      schema: {
        tags: ['admin'],
        summary:
          'Internal Notes, newest first; a private note shows only to its author and to staff with edit_projects',
        security,
        params: projectParams,
        querystring: pageQuery,
        response: { 200: pageOf(noteSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { projectId } = request.params;
      const { page } = request.query;
      await projectOr404(app.db, projectId);
      const pageSize = PROJECT_PAGE_SIZE.notes;
      const list = await listProjectNotes(
        app.db,
        projectId,
        {
          userId: request.auth!.user.id,
          seeAllPrivate: (request.permissions ?? []).includes('edit_projects'),
        },
        pageParams(page, pageSize),
      );
      return pageAnswer(list, { page, pageSize }, (n) => ({
        id: n.id,
        author: n.authorName,
        role: n.authorType === null ? null : userTypeLabel(n.authorType),
        content: n.content,
        priority: n.priority,
        is_private: n.isPrivate,
        timestamp: n.createdAt.toISOString(),
      }));
    },
  );

  routes.post(
    '/api/admin/projects/:projectId/notes',
    {
      config: { access: 'permission:edit_projects' },
      schema: {
        tags: ['admin'],
        summary: 'Add an internal note (blank text is refused and nothing is stored)',
        security,
        params: projectParams,
        body: projectNoteSchema,
        response: { 201: noteSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { projectId } = request.params;
      const actor = request.auth!.user;
      // Internal note: ignored when the text is blank (section 5).
      const note = await addNote(app, request, request.body.content, {
        subjectOr404: () => projectOr404(app.db, projectId),
        insert: (tx, content) =>
          insertProjectNote(tx, {
            projectId,
            authorId: actor.id,
            content,
            priority: request.body.priority,
            isPrivate: request.body.is_private,
          }),
        audit: (row) => ({
          action: 'project_note.add',
          targetType: 'project',
          targetId: projectId,
          details: { note_id: row.id, private: row.isPrivate },
        }),
      });
      return reply.code(201).send({
        id: note.id,
        author: actor.name,
        role: userTypeLabel(actor.userType),
        content: note.content,
        priority: note.priority,
        is_private: note.isPrivate,
        timestamp: note.createdAt.toISOString(),
      });
    },
  );
}
