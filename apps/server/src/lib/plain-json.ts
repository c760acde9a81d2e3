import type { FastifySerializerCompiler } from 'fastify';

/**
 * For the hottest and the largest answers: written out with JSON.stringify instead of being
 * checked against the route's response schema again on every request. Only for handlers that
 * build their answer field by field from typed rows (so nothing unlisted can slip out); the
 * schema still documents the answer in the OpenAPI description (docs/performance.md).
 */
export const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);

/**
 * A JSON object from members that are JSON text already, such as an array the database wrote
 * (`json_agg`): spliced in as they are instead of being parsed and written out again.
 */
export const jsonObjectText = (members: Record<string, string>): string =>
  `{${Object.entries(members)
    .map(([name, json]) => `${JSON.stringify(name)}:${json}`)
    .join(',')}}`;
