// bench:api's third floor: the framework alone. A Fastify app with one route and the logger at
// `warn`, as the product runs, answering every request with the JSON body and headers it reads
// from stdin ({ body, headers }), in a process of its own. No hooks, plugins, schemas or
// database: what any Fastify answer with these bytes costs on this machine. Prints its URL.
import Fastify from 'fastify';
import { readFloorAnswer } from './floor-answer.mjs';

const { body, headers } = await readFloorAnswer();

const app = Fastify({ logger: { level: 'warn' } });
app.get('/*', (_request, reply) => {
  reply.headers(headers).type('application/json; charset=utf-8').send(body);
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`http://127.0.0.1:${String(app.server.address().port)}/\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
