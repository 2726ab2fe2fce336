import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../../../server/app';
import type { ServerConfig } from '../../../server/config';
import { openCopyableDatabase } from '../../../server/db/open-database';
import type { Db } from '../../../server/db/db';

/**
 * Migrating and seeding a server's database took 2.5–6 s of each of the
 * suite's ~80 server starts. The suite's global setup now does it once, on
 * the engine the servers run on, and each server starts from a copy: a
 * PGlite data directory loaded into memory, or a PostgreSQL database made
 * from a template (a file copy).
 * Only servers whose database would come out the same use a copy (the
 * product's registry, the default seed scale, zone and environment).
 */
export interface DatabaseTemplates {
  /** A tarball of a seeded PGlite data directory; none when the suite runs on PostgreSQL. */
  pgliteFile: string | undefined;
  /** A seeded database on TEST_DATABASE_URL's server, to copy from; none without it. */
  postgresDatabase: string | undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** `baseUrl` pointing at another database on the same server. */
function databaseUrl(baseUrl: string, database: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer<T>(
  baseUrl: string,
  fn: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Seeds the template of the engine the suite's servers run on (test-server.ts):
 * PostgreSQL when `postgresUrl` is given, else PGlite. The teardown removes it.
 */
export async function buildTemplates(
  config: ServerConfig,
  postgresUrl: string | undefined,
): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const name = randomBytes(6).toString('hex');
  if (!postgresUrl) {
    const pgliteFile = join(tmpdir(), `zfood-template-${name}.tar`);
    await writePgliteTemplate(config, pgliteFile);
    return {
      templates: { pgliteFile, postgresDatabase: undefined },
      remove: () => rm(pgliteFile, { force: true }),
    };
  }
  const postgresDatabase = `zfood_template_${name}`;
  await onServer(postgresUrl, (client) =>
    client.query(`CREATE DATABASE ${postgresDatabase}`),
  );
  const created = await createApp({
    ...config,
    databaseUrl: databaseUrl(postgresUrl, postgresDatabase),
  });
  await created.close();
  return {
    templates: { pgliteFile: undefined, postgresDatabase },
    async remove() {
      await onServer(postgresUrl, (client) =>
        client.query(
          `DROP DATABASE IF EXISTS ${postgresDatabase} WITH (FORCE)`,
        ),
      );
    },
  };
}

/**
 * Seeds a PGlite in memory as a server with `config` would, and writes its
 * data directory to `file`: whole, then renamed, so no reader loads half.
 */
export async function writePgliteTemplate(
  config: ServerConfig,
  file: string,
): Promise<void> {
  const lite = await openCopyableDatabase();
  await (await createApp(config, { db: lite.db })).close();
  // After a checkpoint only the WAL from its redo point on is needed.
  await lite.db.query('CHECKPOINT');
  const tar = new Uint8Array(await (await lite.copy()).arrayBuffer());
  const { rows } = await lite.db.query<{ redo: string; current: string }>(
    `SELECT (pg_control_checkpoint()).redo_wal_file AS redo,
            pg_walfile_name(pg_current_wal_lsn()) AS current`,
  );
  const { redo, current } = rows[0]!;
  await writeFile(
    `${file}.part`,
    withoutTarEntries(tar, (path) => {
      const segment = /pg_wal\/([0-9A-F]{24})$/.exec(path)?.[1];
      return segment !== undefined && (segment < redo || segment > current);
    }),
  );
  await rename(`${file}.part`, file);
  await lite.db.close();
}

const TAR_BLOCK = 512;

/**
 * `tar` without the files `drop` picks. The template leaves out the WAL
 * segments PostgreSQL keeps only to reuse their space (48 of its 110 MB were
 * WAL, 16 of it needed), and every server start copies the template whole.
 */
function withoutTarEntries(
  tar: Uint8Array,
  drop: (path: string) => boolean,
): Uint8Array {
  const decoder = new TextDecoder();
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + TAR_BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + TAR_BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const field = (start: number, length: number) =>
      decoder.decode(header.subarray(start, start + length)).split('\0')[0]!;
    const size = parseInt(field(124, 12).trim() || '0', 8);
    const end = offset + TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
    const prefix = field(345, 155);
    const name = field(0, 100);
    if (!drop(prefix ? `${prefix}/${name}` : name))
      kept.push(tar.subarray(offset, end));
    offset = end;
  }
  kept.push(new Uint8Array(2 * TAR_BLOCK));
  return Buffer.concat(kept);
}

/**
 * A template file as the Blob PGlite loads a data directory from, read once
 * per process, its bytes handed out as a fresh copy each time. Node 20
 * reads a Blob's bytes back in 64 KB pieces: for the template (110 MB
 * then), reading the file (0.4 s), wrapping it in a Blob (0.6 s) and
 * PGlite's `arrayBuffer()` (0.8 s) took 1.8 s of every server start;
 * copying bytes already in memory takes a few milliseconds.
 */
class TemplateBlob extends Blob {
  constructor(private readonly contents: Uint8Array<ArrayBuffer>) {
    super([contents]);
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(new Uint8Array(this.contents).buffer);
  }
}

const templateBlobs = new Map<string, Promise<TemplateBlob>>();

function templateBlob(file: string): Promise<TemplateBlob> {
  let blob = templateBlobs.get(file);
  if (!blob) {
    blob = readFile(file).then((contents) => new TemplateBlob(contents));
    templateBlobs.set(file, blob);
  }
  return blob;
}

/** A seeded PGlite in memory, loaded from a template file; closing it frees it. */
export async function loadPgliteTemplate(file: string): Promise<Db> {
  return (await openCopyableDatabase(await templateBlob(file))).db;
}

/** A copy of the suite's seeded PGlite template, when it has one. */
export async function pgliteCopy(
  templates: DatabaseTemplates,
): Promise<Db | undefined> {
  return templates.pgliteFile
    ? loadPgliteTemplate(templates.pgliteFile)
    : undefined;
}

/**
 * A new database on TEST_DATABASE_URL's server copied from the seeded
 * template, and a function that drops it.
 */
export async function postgresCopy(
  postgresUrl: string,
  template: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(postgresUrl, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
  );
  return {
    url: databaseUrl(postgresUrl, name),
    drop: () =>
      onServer(postgresUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}
