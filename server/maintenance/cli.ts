/**
 * `npm run maintenance -- on [--eta 30m|<ISO-8601>]`, `off` or `status`:
 * writes DATA_DIR/maintenance.json, which a running server picks up within
 * about a second.
 */
import { loadConfig } from '../config';
import {
  readMaintenanceFile,
  resolveEta,
  writeMaintenanceFile,
} from './maintenance-switch';

const usage =
  'Usage: npm run maintenance -- on [--eta 30m|2h|<ISO-8601>] | off | status';

async function main(args: string[]): Promise<number> {
  const config = loadConfig();
  if (!config.maintenanceFile) {
    console.error(
      'DATABASE_MODE=memory keeps maintenance in the server process; use POST /api/v1/admin/maintenance instead.',
    );
    return 1;
  }
  const [command, ...rest] = args;
  if (command === 'status') {
    const state = await readMaintenanceFile(config.maintenanceFile);
    console.log(
      JSON.stringify(state ?? { error: 'unreadable maintenance file' }),
    );
    return state ? 0 : 1;
  }
  if (command === 'off') {
    await writeMaintenanceFile(config.maintenanceFile, {
      on: false,
      etaTime: null,
    });
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
  await writeMaintenanceFile(config.maintenanceFile, { on: true, etaTime });
  console.log(
    `Maintenance is on${etaTime ? ` until about ${etaTime}` : ' (no ETA)'}: ${config.maintenanceFile}`,
  );
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
