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
  /** Switches maintenance, writing it to the store when there is one. */
  set(state: MaintenanceState): Promise<void>;
  /** Stops watching the store. */
  stop(): void;
}

/**
 * Where the switch is kept when it outlives the process: a file beside
 * PGlite's data, or the database that several servers share.
 */
export interface MaintenanceStore {
  /** The stored state; null when it cannot be read (the switch keeps its own). */
  read(): Promise<MaintenanceState | null>;
  write(state: MaintenanceState): Promise<void>;
  /** Calls `onState` with states written elsewhere; returns a function that stops watching. */
  watch(onState: (state: MaintenanceState) => void): () => void;
}

export type MaintenanceSwitchOptions = {
  onChange: (state: MaintenanceState) => void;
} & (
  | {
      /** The watched file; null keeps the state in this process only. */
      file: string | null;
      /** How often the file is read; a second by default. */
      pollMs?: number;
    }
  | { store: MaintenanceStore }
);

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
 * The file `npm run maintenance` writes, polled (about once a second) so
 * that the command takes effect on a running server without a restart;
 * polling rather than fs.watch because editors and `rename` replace the
 * file's inode, which fs.watch loses track of.
 */
export function fileMaintenanceStore(
  file: string,
  pollMs = 1000,
): MaintenanceStore {
  return {
    read: () => readMaintenanceFile(file),
    write: (state) => writeMaintenanceFile(file, state),
    watch(onState) {
      let isReading = false;
      const timer = setInterval(() => {
        if (isReading) return;
        isReading = true;
        void readMaintenanceFile(file)
          .then((next) => {
            if (next) onState(next);
          })
          .finally(() => {
            isReading = false;
          });
      }, pollMs);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

/**
 * The server's maintenance state: read from its store at start, written
 * through it, and kept up to date with what others write there. Without a
 * store (memory mode) it lives in this process only. `onChange` hears of
 * each actual change once.
 */
export async function createMaintenanceSwitch(
  options: MaintenanceSwitchOptions,
): Promise<MaintenanceSwitch> {
  const store =
    'store' in options
      ? options.store
      : options.file
        ? fileMaintenanceStore(options.file, options.pollMs)
        : undefined;
  let state: MaintenanceState = (await store?.read()) ?? off;

  const apply = (next: MaintenanceState) => {
    if (next.on === state.on && next.etaTime === state.etaTime) return;
    state = next;
    options.onChange(state);
  };
  const stopWatching = store?.watch(apply);

  return {
    current: () => state,
    async set(next) {
      await store?.write(next);
      apply(next);
    },
    stop() {
      stopWatching?.();
    },
  };
}
