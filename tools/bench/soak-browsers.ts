// The browsers of `npm run bench:soak`, in a process of their own: N live streams
// (`GET /api/live`) spread over the given sites, kept open and reopened when they drop.
// On SIGTERM it prints what it saw as one JSON line.
const [base, token, countArg, sitesArg] = process.argv.slice(2);
const count = Number(countArg);
const sites = (sitesArg ?? '').split(',');

let events = 0;
let drops = 0;
let failedOpens = 0;
let openStreams = 0;
let stopping = false;
const controllers: AbortController[] = [];

async function browse(siteId: string) {
  while (!stopping) {
    const abort = new AbortController();
    controllers.push(abort);
    try {
      const response = await fetch(`${base}/api/live?site_id=${siteId}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: abort.signal,
      });
      if (!response.ok || !response.body) {
        failedOpens++;
        await new Promise((r) => setTimeout(r, 1_000));
        continue;
      }
      openStreams++;
      try {
        const reader = response.body.getReader();
        const decoder = new TextDecoder();
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          events += (decoder.decode(value, { stream: true }).match(/^event: /gm) ?? []).length;
        }
      } finally {
        openStreams--;
      }
      if (!stopping) drops++;
    } catch {
      if (!stopping) {
        drops++;
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  }
}

for (let i = 0; i < count; i++) void browse(sites[i % sites.length]!);

process.on('SIGTERM', () => {
  stopping = true;
  console.log(JSON.stringify({ streams: count, open: openStreams, events, drops, failedOpens }));
  for (const abort of controllers) abort.abort();
  process.exit(0);
});

export {};
