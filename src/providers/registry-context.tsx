import { createContext, useContext, type ReactNode } from 'react';
import type { Registry } from '../registry/create-registry';

const RegistryContext = createContext<Registry | null>(null);

/**
 * Gives every screen below it the registry the console was built with
 * (`createConsoleApp({ registry })`), so no module reads resources.config.ts
 * itself and a test can run the console on a registry of its own.
 *
 * @example
 * <RegistryProvider registry={createRegistry(resources)}>…</RegistryProvider>
 */
export function RegistryProvider({
  registry,
  children,
}: {
  registry: Registry;
  children: ReactNode;
}) {
  return (
    <RegistryContext.Provider value={registry}>
      {children}
    </RegistryContext.Provider>
  );
}

/** The console's registry; `useRegistry().byName('merchants')`. */
export function useRegistry(): Registry {
  const registry = useContext(RegistryContext);
  if (!registry) {
    throw new Error(
      'useRegistry() needs a <RegistryProvider> above it; createConsoleApp mounts one.',
    );
  }
  return registry;
}
