/**
 * `npm run maintenance -- on [--eta 30m|<ISO-8601>]`, `off` or `status`.
 * With DATABASE_URL it writes the switch to the database, and every server
 * on it hears at once; with PGlite it writes DATA_DIR/maintenance.json,
 * which the running server picks up within about a second.
 */
import { loadConfig, type ServerConfig } from '../config';
import { openDatabase } from '../db/open-database';
import { busChannel, createEventBus } from '../realtime/event-bus';
import { databaseMaintenanceStore } from './database-maintenance-store';
import {
  fileMaintenanceStore,
  resolveEta,
  type MaintenanceStore,
} from './maintenance-switch';

const usage =
  'Usage: npm run maintenance -- on [--eta 30m|2h|<ISO-8601>] | off | status';

interface OpenedStore {
  store: MaintenanceStore;
  /** Where the switch lives, for the confirmation. */
  where: string;
  close(): Promise<void>;
}

async function openStore(config: ServerConfig): Promise<OpenedStore | null> {
  if (config.databaseUrl) {
    const db = await openDatabase({ url: config.databaseUrl });
    const bus = createEventBus(db, await busChannel(db), (error) => {
      console.error(error);
    });
    return {
      store: databaseMaintenanceStore(db, bus),
      where: 'the database (DATABASE_URL)',
      close: () => db.close(),
    };
  }
  if (!config.maintenanceFile) return null;
  return {
    store: fileMaintenanceStore(config.maintenanceFile),
    where: config.maintenanceFile,
    close: () => Promise.resolve(),
  };
}

async function run(store: MaintenanceStore, args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'status') {
    const state = await store.read();
    console.log(
      JSON.stringify(state ?? { error: 'unreadable maintenance switch' }),
    );
    return state ? 0 : 1;
  }
  if (command === 'off') {
    await store.write({ on: false, etaTime: null });
    console.log('Maintenance is off.');
    return 0;
  }
  if (command !== 'on') {
    console.error(usage);
    return 1;
  }
  const etaIndex = rest.indexOf('--eta');
  const etaText = etaIndex === -1 ? undefined : rest[etaIndex + 1];
  if (etaIndex !== -1 && etaText === undefined) {
    console.error(`--eta needs a value.\n${usage}`);
    return 1;
  }
  const etaTime = resolveEta(etaText);
  if (etaTime === undefined) {
    console.error(
      `"${etaText ?? ''}" is neither a duration (30m, 2h) nor an ISO-8601 time.`,
    );
    return 1;
  }
  await store.write({ on: true, etaTime });
  console.log(
    `Maintenance is on${etaTime ? ` until about ${etaTime}` : ' (no ETA)'}.`,
  );
  return 0;
}

async function main(args: string[]): Promise<number> {
  const opened = await openStore(loadConfig());
  if (!opened) {
    console.error(
      'DATABASE_MODE=memory keeps maintenance in the server process; use POST /api/v1/admin/maintenance instead.',
    );
    return 1;
  }
  try {
    const code = await run(opened.store, args);
    if (code === 0 && args[0] !== 'status')
      console.log(`Written to ${opened.where}.`);
    return code;
  } finally {
    await opened.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
