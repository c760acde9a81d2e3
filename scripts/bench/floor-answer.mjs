// What bench:api's floor servers answer, as bench:api hands it to them on stdin:
// { body, headers } (api.ts, floorServer). Each floor prints its URL once it listens.
export async function readFloorAnswer() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString());
}
