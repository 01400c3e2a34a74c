import { createSiteServer } from './server.js';

const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const site = await createSiteServer({
  port: Number.isFinite(port) ? port : 3000,
  host: process.env.HOST ?? '127.0.0.1',
});
console.log(`Hearth demo storefront: ${site.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void site.close().finally(() => process.exit(0));
  });
}
