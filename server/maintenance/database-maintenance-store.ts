import { z } from 'zod';
import type { Db } from '../db/db';
import { readSetting, writeSetting } from '../db/server-settings';
import type { EventBus } from '../realtime/event-bus';
import type { MaintenanceState, MaintenanceStore } from './maintenance-switch';

const settingName = 'maintenance';
const stateSchema = z.object({
  on: z.boolean(),
  etaTime: z.string().nullable(),
});

function parseState(text: string): MaintenanceState | null {
  try {
    const parsed = stateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The switch in the database that every API instance shares: a write
 * stores the state and announces it on the event bus in one transaction,
 * and each instance applies what it hears. Whenever the bus (re)starts
 * listening the row is read again, since an announcement made while it was
 * deaf is lost. Revisions keep a late or repeated message from undoing a
 * newer state.
 */
export function databaseMaintenanceStore(
  db: Db,
  bus: Pick<EventBus, 'announce' | 'subscribe' | 'onListening'>,
): MaintenanceStore {
  let seenRevision = 0;
  const isNewer = (revision: number) => {
    if (revision <= seenRevision) return false;
    seenRevision = revision;
    return true;
  };
  const readStored = async () => {
    const stored = await readSetting(db, settingName);
    if (!stored) return { state: { on: false, etaTime: null }, revision: 0 };
    return { state: parseState(stored.value), revision: stored.revision };
  };

  return {
    async read() {
      const { state, revision } = await readStored();
      isNewer(revision);
      return state;
    },
    async write(state: MaintenanceState) {
      const revision = await db.transaction(async (tx) => {
        const written = await writeSetting(
          tx,
          settingName,
          JSON.stringify(state),
        );
        await bus.announce(tx, [
          { kind: 'maintenance', state, revision: written },
        ]);
        return written;
      });
      isNewer(revision);
    },
    watch(onState) {
      let isWatching = true;
      bus.subscribe((message) => {
        if (!isWatching || message.kind !== 'maintenance') return;
        if (isNewer(message.revision)) onState(message.state);
      });
      bus.onListening(async () => {
        const { state, revision } = await readStored();
        if (isWatching && state && isNewer(revision)) onState(state);
      });
      return () => {
        isWatching = false;
      };
    },
  };
}
