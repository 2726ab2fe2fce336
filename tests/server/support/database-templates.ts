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
 * suite's ~80 server starts. The suite's global setup now does it once per
 * engine, and each server starts from a copy: a PGlite data directory loaded
 * into memory, or a PostgreSQL database made from a template (a file copy).
 * Only servers whose database would come out the same use a copy (the
 * product's registry, the default seed scale, zone and environment).
 */
export interface DatabaseTemplates {
  /** A tarball of a seeded PGlite data directory. */
  pgliteFile: string;
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

/** Seeds one database per engine with `config`; the teardown removes them. */
export async function buildTemplates(
  config: ServerConfig,
  postgresUrl: string | undefined,
): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const pgliteFile = join(
    tmpdir(),
    `zfood-template-${randomBytes(6).toString('hex')}.tar`,
  );
  await writePgliteTemplate(config, pgliteFile);

  const postgresDatabase = postgresUrl
    ? `zfood_template_${randomBytes(6).toString('hex')}`
    : undefined;
  if (postgresUrl && postgresDatabase) {
    await onServer(postgresUrl, (client) =>
      client.query(`CREATE DATABASE ${postgresDatabase}`),
    );
    const created = await createApp({
      ...config,
      databaseUrl: databaseUrl(postgresUrl, postgresDatabase),
    });
    await created.close();
  }
  return {
    templates: { pgliteFile, postgresDatabase },
    async remove() {
      await rm(pgliteFile, { force: true });
      if (postgresUrl && postgresDatabase)
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
  await writeFile(
    `${file}.part`,
    Buffer.from(await (await lite.copy()).arrayBuffer()),
  );
  await rename(`${file}.part`, file);
  await lite.db.close();
}

/** A seeded PGlite in memory, loaded from a template file; closing it frees it. */
export async function loadPgliteTemplate(file: string): Promise<Db> {
  return (await openCopyableDatabase(new Blob([await readFile(file)]))).db;
}

/** A copy of the suite's seeded PGlite template. */
export function pgliteCopy(templates: DatabaseTemplates): Promise<Db> {
  return loadPgliteTemplate(templates.pgliteFile);
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
