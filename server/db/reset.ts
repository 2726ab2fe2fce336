/**
 * `npm run db:reset`: drops every table of the persisted database (PGlite in
 * DATA_DIR, or DATABASE_URL) and recreates and reseeds it from the registry.
 */
import { resources } from '../../resources.config';
import { loadConfig } from '../config';
import { migrate } from './migrate';
import { settleRollups } from '../rollups/roll-up';
import { setMarketplaceTimeZone } from '../../src/registry/marketplace-clock';
import { openConfiguredDatabase } from './open-database';
import { seedEmptyDatabase, serverDdl } from './prepare-database';
import { withStartupLock } from './startup-lock';

async function reset(): Promise<void> {
  const config = loadConfig();
  setMarketplaceTimeZone(config.timeZone);
  const db = await openConfiguredDatabase(config);
  try {
    const started = Date.now();
    // Under the servers' startup lock: a server starting meanwhile waits.
    const report = await withStartupLock(db, async (connection) => {
      const { rows } = await connection.query<{ name: string }>(
        'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()',
      );
      for (const { name } of rows)
        await connection.query(
          `DROP TABLE IF EXISTS "${name.replace(/"/g, '""')}" CASCADE`,
        );
      await migrate(connection, {
        registry: resources,
        extraDdl: serverDdl(db.engine, resources),
      });
      await settleRollups(connection, resources);
      return seedEmptyDatabase(connection, {
        registry: resources,
        seedScale: config.seedScale,
        appEnv: config.appEnv,
        pool: db,
      });
    });
    const total = Object.values(report.rows).reduce((sum, n) => sum + n, 0);
    console.log(
      `Database reset: ${total.toLocaleString()} rows in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await db.close();
  }
}

reset().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
