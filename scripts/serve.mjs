// `npm run serve`: the production build on http://127.0.0.1:3000 (PORT to
// change), compressed, routed and with the headers a CDN would send; under
// BASE_URL when the build was made for one.
import {startStaticServer} from './static-server.mjs';

const port = Number(process.env.PORT ?? 3000);
const {url} = await startStaticServer({
  dir: process.env.BUILD_DIR ?? 'build',
  port,
  host: process.env.HOST ?? '127.0.0.1',
  baseUrl: process.env.BASE_URL?.trim() || '/',
});
console.log(`Serving the built site at ${url}/ (Russian) and ${url}/en/ (English). Ctrl+C stops.`);
