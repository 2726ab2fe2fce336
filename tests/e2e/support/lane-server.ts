/**
 * One lane's reference API for the journeys (playwright.config.ts): the API
 * of `npm run server`, configured by the same environment, on an in-memory
 * PGlite loaded from one seeded copy instead of seeding its own. Each lane
 * used to seed for about 13 s, one lane after another, after the build; now
 * the first lane seeds the copy while the console builds, and every lane
 * loads it in about a second (the server suite's templates do the same:
 * tests/server/support/database-templates.ts).
 *
 * @example
 * node --import tsx tests/e2e/support/lane-server.ts seed /tmp/lanes.tar
 * node --import tsx tests/e2e/support/lane-server.ts serve /tmp/lanes.tar
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { createApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openCopyableDatabase } from '../../../server/db/open-database';

const [command, file] = process.argv.slice(2);
if ((command !== 'seed' && command !== 'serve') || !file) {
  process.stderr.write('usage: lane-server.ts seed|serve <database file>\n');
  process.exit(2);
}
const config = loadConfig();

if (command === 'seed') {
  const lite = await openCopyableDatabase();
  await (await createApp(config, { db: lite.db })).close();
  // Written whole, then renamed: a lane never loads half a file.
  await writeFile(
    `${file}.part`,
    Buffer.from(await (await lite.copy()).arrayBuffer()),
  );
  await rename(`${file}.part`, file);
  await lite.db.close();
} else {
  const { db } = await openCopyableDatabase(new Blob([await readFile(file)]));
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
