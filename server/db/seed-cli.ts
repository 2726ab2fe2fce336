/**
 * `npm run db:seed`: prepares the database as a server would before serving
 * (migrate, then seed it if it is empty, or finish a seed that was
 * interrupted), and exits. For a big SEED_SCALE, which takes long enough to
 * want its own terminal and its progress bar; run it again after a crash.
 */
import { resources } from '../../resources.config';
import { loadConfig } from '../config';
import { setMarketplaceTimeZone } from '../../src/registry/marketplace-clock';
import { openConfiguredDatabase } from './open-database';
import { prepareDatabase } from './prepare-database';

async function seed(): Promise<void> {
  const config = loadConfig();
  setMarketplaceTimeZone(config.timeZone);
  const db = await openConfiguredDatabase(config);
  try {
    const started = Date.now();
    await prepareDatabase(db, {
      registry: resources,
      seedScale: config.seedScale,
      jwtSecret: config.jwtSecret,
      appEnv: config.appEnv,
    });
    const { rows } = await db.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM orders',
    );
    console.log(
      `Database ready: ${Number(rows[0]?.n ?? 0).toLocaleString('en')} orders, in ${((Date.now() - started) / 1000).toFixed(0)} s.`,
    );
  } finally {
    await db.close();
  }
}

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
