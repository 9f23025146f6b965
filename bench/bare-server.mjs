// The baseline: the same Fastify version as the API, one route, nothing else (no hooks, no
// schema, no logger). run.ts starts it in its own process and compares every case to it.
import { performance } from 'node:perf_hooks';
import process from 'node:process';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));

// The `work-*` cases: the bare route plus `us` microseconds of JavaScript on the event loop. They
// show what a route costing that much more than the bare one can reach on this machine, with
// the load generator and the server sharing its cores (bench/README.md "Ceilings").
app.get('/work', async (request) => {
  const us = Number(request.query.us ?? 0);
  const until = performance.now() + us / 1000;
  while (performance.now() < until);
  return { hello: 'world' };
});

const shutdown = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3902) });
