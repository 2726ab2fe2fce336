import type { MongoAbility } from '@casl/ability';
import type { resources } from '../../resources.config';

type Entry = (typeof resources)[number];

/**
 * An action key of the registry (`approve`, `'cancel-and-refund'`, …).
 * `defineResource()` types `actions` as a string-keyed record, so any string
 * is accepted here; the intersection keeps the CRUD names in autocompletion.
 */
export type RegistryAction = string & Record<never, never>;

/** CRUD plus file operations; `manage` means every action. */
export type CrudAction =
  'manage' | 'read' | 'create' | 'update' | 'delete' | 'export' | 'import';

export type AppAction = CrudAction | RegistryAction;

/**
 * Pages that are not registry resources but still need an ability: a client
 * may read only `AccessDenied` (SPEC.md §6).
 */
export type PageSubject = 'AccessDenied' | 'Home' | 'Profile';

/** Every CASL subject: the registry's, the pages', and `all`. */
export type AppSubject = Entry['subject'] | PageSubject | 'all';

/** The console's ability, derived from the registry rather than written by hand. */
export type AppAbility = MongoAbility<[AppAction, AppSubject]>;
