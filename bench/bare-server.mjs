// The baseline: the same Fastify version as the API, one route, nothing else (no hooks, no
// schema, no logger). run.ts starts it in its own process and compares every case to it.
import process from 'node:process';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ hello: 'world' }));

const shutdown = () => app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3902) });
