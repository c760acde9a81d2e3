import type { FastifyInstance } from 'fastify';
import { projectAppUpdateRoutes } from './app-updates';
import { projectHistoryRoutes } from './history';
import { projectListRoutes } from './list';
import { projectNoteRoutes } from './notes';
import { projectPeopleRoutes } from './people';
import { projectDetailRoutes } from './project';

/** Projects (admin-back-office.md 2.22 and 2.23): list, New Project, detail and its tabs. */
export default async function adminProjectRoutes(app: FastifyInstance) {
  await projectListRoutes(app);
  await projectDetailRoutes(app);
  await projectHistoryRoutes(app);
  await projectPeopleRoutes(app);
  await projectAppUpdateRoutes(app);
  await projectNoteRoutes(app);
}
