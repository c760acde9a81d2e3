import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI description of every route, built from the route schemas, served at /api/docs. */
export default fp(
  async function openapi(app: FastifyInstance, { version }: { version: string }) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Wildfire Defense Portal API',
          description: 'The API behind the customer portal and the staff back-office.',
          version,
        },
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
