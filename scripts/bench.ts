// `npm run bench`: a benchmark, not a test. Builds when needed, starts the production server on
// an in-memory embedded database, drives the home page and the subscribe API with autocannon for
// a fixed time, and prints requests/s, p50 and p99 latency and the home page's first-load
// JavaScript (gzipped).
// First: it catches configuration errors raised while the other imports load.
import { runCommand } from './run-command';
import autocannon from 'autocannon';
import { firstLoadJs, withProductionSite } from './measure';

const SECONDS = Number(process.argv[2] ?? 10);
const CONNECTIONS = 50;

async function run(name: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `${name.padEnd(34)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   errors ${errors}`,
  );
}

async function main() {
  // All load comes from one address: lift the per-address form limit so the figure is the
  // endpoint's own throughput (the limit's counting still runs on every request).
  const env = { RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_PER_DAY: '100000000' };
  await withProductionSite(env, async (base) => {
    await autocannon({ url: `${base}/`, connections: 10, duration: 2 }); // warm-up
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s each\n`);
    await run('GET / (static home page)', { url: `${base}/` });
    let n = 0;
    await run('POST subscribe (new address each)', {
      url: `${base}/api/emailsubscribe/submitsubscribemail`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ email: `bench-${Date.now()}-${n++}@example.com` }),
          }),
        },
      ],
    });
    const js = await firstLoadJs(base, '/');
    console.log(`\nHome page first-load JavaScript: ${(js / 1024).toFixed(1)} KB gzipped\n`);
  });
}

runCommand(main);
