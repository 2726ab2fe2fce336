import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * An uploaded CSV file kept on disk while it is checked and then written:
 * each pass reads it a piece at a time, so the server's memory holds a
 * piece and a batch of rows, whatever the file's size.
 */
export interface ImportFile {
  /** The file's bytes from the start, in pieces. */
  read(): AsyncIterable<Uint8Array>;
  /** Deletes the file. */
  remove(): Promise<void>;
}

/** Pieces read from disk: about a millisecond of checking each. */
const pieceBytes = 64 * 1024;

/**
 * Stores the upload as it arrives in a file of the server's own (readable
 * by its user only); the caller removes it. An upload that fails midway
 * leaves no file behind.
 */
export async function saveImportFile(upload: Readable): Promise<ImportFile> {
  const path = join(tmpdir(), `zfood-import-${randomUUID()}.csv`);
  const remove = () => rm(path, { force: true });
  try {
    await pipeline(
      upload,
      createWriteStream(path, { flags: 'wx', mode: 0o600 }),
    );
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    read: () => createReadStream(path, { highWaterMark: pieceBytes }),
    remove,
  };
}
