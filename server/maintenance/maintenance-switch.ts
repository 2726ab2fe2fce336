import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parseDuration } from '../config';

/** Whether maintenance is on, and when it is expected to end (ISO-8601, or null when unknown). */
export interface MaintenanceState {
  on: boolean;
  etaTime: string | null;
}

export interface MaintenanceSwitch {
  current(): MaintenanceState;
  /** Switches maintenance, writing the file when there is one. */
  set(state: MaintenanceState): Promise<void>;
  /** Stops watching the file. */
  stop(): void;
}

export interface MaintenanceSwitchOptions {
  /** The watched file; null keeps the state in memory only. */
  file: string | null;
  onChange: (state: MaintenanceState) => void;
  /** How often the file is read; a second by default. */
  pollMs?: number;
}

const off: MaintenanceState = { on: false, etaTime: null };

/**
 * `30m`, `2h` (from now) or an ISO-8601 instant → ISO-8601; null for no ETA;
 * undefined when the text is neither.
 */
export function resolveEta(
  eta: string | null | undefined,
  now = Date.now(),
): string | null | undefined {
  if (eta === null || eta === undefined || eta.trim() === '') return null;
  const ms = parseDuration(eta);
  if (ms !== null) return new Date(now + ms).toISOString();
  if (!/^\d{4}-\d{2}-\d{2}T/.test(eta)) return undefined;
  const at = Date.parse(eta);
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

/** Reads the maintenance file; a missing file means off, an unreadable one null. */
export async function readMaintenanceFile(
  file: string,
): Promise<MaintenanceState | null> {
  let text: string;
  let writtenAt: number;
  try {
    text = await readFile(file, 'utf8');
    writtenAt = (await stat(file)).mtimeMs;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? off : null;
  }
  try {
    const value = JSON.parse(text) as { on?: unknown; etaTime?: unknown };
    if (typeof value.on !== 'boolean') return null;
    // A hand-written `"etaTime": "30m"` counts from when the file was saved,
    // so that every poll reads the same instant.
    const etaTime =
      typeof value.etaTime === 'string'
        ? (resolveEta(value.etaTime, writtenAt) ?? null)
        : null;
    return { on: value.on, etaTime: value.on ? etaTime : null };
  } catch {
    return null;
  }
}

/** Writes the file atomically, so the server never reads half of it. */
export async function writeMaintenanceFile(
  file: string,
  state: MaintenanceState,
): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(state, null, 2)}\n`);
  await rename(temporary, file);
}

/**
 * The server's maintenance state. With a file it polls it (about once a
 * second), so `npm run maintenance -- on` takes effect on a running server
 * without a restart; polling rather than fs.watch because editors and
 * `rename` replace the file's inode, which fs.watch loses track of.
 */
export async function createMaintenanceSwitch({
  file,
  onChange,
  pollMs = 1000,
}: MaintenanceSwitchOptions): Promise<MaintenanceSwitch> {
  let state: MaintenanceState =
    (file ? await readMaintenanceFile(file) : null) ?? off;
  let timer: NodeJS.Timeout | undefined;

  const apply = (next: MaintenanceState) => {
    if (next.on === state.on && next.etaTime === state.etaTime) return;
    state = next;
    onChange(state);
  };

  if (file) {
    const watchedFile = file;
    let isReading = false;
    timer = setInterval(() => {
      if (isReading) return;
      isReading = true;
      void readMaintenanceFile(watchedFile)
        .then((next) => {
          if (next) apply(next);
        })
        .finally(() => {
          isReading = false;
        });
    }, pollMs);
    timer.unref();
  }

  return {
    current: () => state,
    async set(next) {
      if (file) await writeMaintenanceFile(file, next);
      apply(next);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
