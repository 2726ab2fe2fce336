import type { Db } from '../../../server/db/db';
import { openCopyableDatabase } from '../../../server/db/open-database';

let emptyCluster: Promise<Blob> | undefined;

/**
 * An empty in-memory PGlite, as `openDatabase({ dataDir: 'memory' })` opens
 * one, loaded from a copy of a cluster made once per worker: running initdb
 * in WebAssembly took 2.4 s of each open, loading its copy about 1 s. The
 * engine tests and the servers that seed their own database open one each.
 */
export async function freshPglite(): Promise<Db> {
  emptyCluster ??= (async () => {
    const first = await openCopyableDatabase();
    try {
      await first.db.query('CHECKPOINT');
      return await first.copy();
    } finally {
      await first.db.close();
    }
  })();
  return (await openCopyableDatabase(await emptyCluster)).db;
}
