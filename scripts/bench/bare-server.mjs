// bench:api's floor: a bare node:http server in a process of its own, answering every request
// with the JSON body and headers it reads from stdin ({ body, headers }). Prints its URL.
import http from 'node:http';
import { readFloorAnswer } from './floor-answer.mjs';

const { body, headers } = await readFloorAnswer();
// Built once: nothing in the floor's answer is worked out per request.
const answerHeaders = {
  ...headers,
  'content-type': 'application/json; charset=utf-8',
  'content-length': Buffer.byteLength(body),
};

const server = http.createServer((_request, response) => {
  response.writeHead(200, answerHeaders);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`http://127.0.0.1:${String(server.address().port)}/\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
