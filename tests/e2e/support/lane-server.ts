/**
 * One lane's reference API for the journeys (playwright.config.ts): the API
 * of `npm run server`, configured by the same environment, on an in-memory
 * PGlite loaded from one seeded copy instead of seeding its own. Each lane
 * used to seed for about 13 s, one lane after another, after the build; now
 * the first lane seeds the copy while the console builds, and every lane
 * loads it in about a second, with the server suite's own template code
 * (tests/server/support/database-templates.ts).
 *
 * @example
 * node --import tsx tests/e2e/support/lane-server.ts seed /tmp/lanes.tar
 * node --import tsx tests/e2e/support/lane-server.ts serve /tmp/lanes.tar
 */
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import {
  loadPgliteTemplate,
  writePgliteTemplate,
} from '../../server/support/database-templates';

const [command, file] = process.argv.slice(2);
if ((command !== 'seed' && command !== 'serve') || !file) {
  process.stderr.write('usage: lane-server.ts seed|serve <database file>\n');
  process.exit(2);
}
const config = loadConfig();

if (command === 'seed') {
  await writePgliteTemplate(config, file);
} else {
  const db = await loadPgliteTemplate(file);
  const server = await createApp(config, { db });
  await server.app.listen({ port: config.port, host: config.host });
  const stop = () => {
    void server
      .close()
      .then(() => db.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
