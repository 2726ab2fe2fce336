import type { AccessControlProvider, DataProvider } from '@refinedev/core';
import type { QueryClient } from '@tanstack/react-query';
import {
  createSessionAbility,
  type SessionAbility,
} from '../access/session-ability';
import { createAccessControlProvider } from '../providers/access-control-provider';
import { createDataProvider } from '../providers/data-provider';
import { createQueryClient } from '../providers/query-client';
import { createLiveProvider, type LiveFeed } from '../realtime/live-provider';
import { createRegistry, type Registry } from '../registry/create-registry';
import type { AnyResource } from '../registry/define-resource';
import {
  createListRequestStarter,
  type StartListRequest,
} from './start-list-request';

/**
 * What the console runs on besides React: the registry and everything
 * built from it that lives outside the component tree. One set per console,
 * so two consoles (the product's, a test's with one more resource) share
 * nothing but the session.
 */
export interface ConsoleServices {
  registry: Registry;
  /** The signed-in user's ability, built once per user and shared by everything that asks. */
  abilityOf: SessionAbility;
  dataProvider: DataProvider;
  /** The query cache <Refine> reads, made before it so the boot can start the first list's query in it. */
  queryClient: QueryClient;
  accessControlProvider: AccessControlProvider;
  liveProvider: LiveFeed;
  /** Starts a generic list's request before its page's code has loaded (main.tsx). */
  startListRequest: StartListRequest;
  /** Notes the lists' first requests for the next cold load's head start (main.tsx). */
  noteListHeadStarts: () => void;
  /** Notes the first request of the list at an address with a search, as the page is left (main.tsx). */
  noteListHeadStartAt: (pathname: string, search: string) => void;
}

/**
 * Builds the console's registry-driven services from the registry's
 * entries.
 *
 * @example
 * const services = createConsoleServices(resources);
 * services.startListRequest('/admin/orders', '');
 */
export function createConsoleServices(
  resources: readonly AnyResource[],
): ConsoleServices {
  const registry = createRegistry(resources);
  const abilityOf = createSessionAbility(resources);
  const dataProvider = createDataProvider(registry);
  const queryClient = createQueryClient();
  const { startListRequest, noteListHeadStarts, noteListHeadStartAt } =
    createListRequestStarter({
      registry,
      dataProvider,
      abilityOf,
      queryClient,
    });
  return {
    registry,
    abilityOf,
    dataProvider,
    queryClient,
    accessControlProvider: createAccessControlProvider(registry, abilityOf),
    liveProvider: createLiveProvider(resources),
    startListRequest,
    noteListHeadStarts,
    noteListHeadStartAt,
  };
}
