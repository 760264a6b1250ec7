/**
 * The storefront's production server: compressed responses, long-cached fingerprinted assets, and the Remix app.
 * PORT (default 3000) and HOST (default 0.0.0.0) choose where it listens.
 */
import { createRequestHandler } from '@remix-run/express';
import compression from 'compression';
import express from 'express';

const build = await import('./build/server/index.js');
const app = express();

app.disable('x-powered-by');
app.use(compression());
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
app.use(express.static('build/client', { maxAge: '1h' }));
app.all('*', createRequestHandler({ build, mode: process.env.NODE_ENV }));

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const server = app.listen(port, host, () => {
  console.log(`Storefront listening on http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
