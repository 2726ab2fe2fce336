import {
  linkSync,
  mkdirSync,
  readFileSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname } from 'node:path';

/** A held lock on a PGlite directory; `release` gives it up. */
export interface DataDirLock {
  readonly file: string;
  release(): void;
}

function holderOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Makes this process the only one with a PGlite directory open: PGlite has
 * no lock of its own, and two processes writing one directory corrupt it.
 * The lock is `<dir>.lock` holding the owner's pid. It is created by
 * hard-linking a finished file into place, which fails when the lock
 * exists, so no one ever reads half of it; a lock whose process is gone
 * (killed, crashed) is taken over.
 *
 * @throws Error naming the process that holds the directory.
 */
export function lockDataDir(dir: string): DataDirLock {
  const file = `${dir}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, `${process.pid}\n`);
  try {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        linkSync(draft, file);
        return {
          file,
          release() {
            if (holderOf(file) === process.pid) removeIfPresent(file);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = holderOf(file);
      if (holder !== null && isRunning(holder)) {
        throw new Error(
          `The data directory ${dir} is in use by process ${holder}` +
            `${holder === process.pid ? ' (this one)' : ''}. ` +
            `Stop that server first, or give this one another DATA_DIR (or DATABASE_URL). ` +
            `If no such process is running, delete ${file}.`,
        );
      }
      removeIfPresent(file);
    }
    throw new Error(
      `Another process took the data directory ${dir} while this one was starting; stop it first.`,
    );
  } finally {
    removeIfPresent(draft);
  }
}
