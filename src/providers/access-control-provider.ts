import type {
  AccessControlProvider,
  CanParams,
  CanReturnType,
} from '@refinedev/core';
import type { SessionAbility } from '../access/session-ability';
import type { Registry } from '../registry/create-registry';
import { appStore } from '../state/app-store';

/** Console pages that are not registry resources but have a subject. */
const PAGE_SUBJECTS: Record<string, string> = {
  home: 'Home',
  profile: 'Profile',
  'access-denied': 'AccessDenied',
};

/** Refine's route actions → CASL actions; registry actions pass through. */
const ACTION_ALIASES: Record<string, string> = {
  list: 'read',
  show: 'read',
  edit: 'update',
  clone: 'create',
};

interface ResourceNode {
  name?: string;
  identifier?: string;
  meta?: { subject?: unknown };
  children?: ResourceNode[];
}

/**
 * Refine's AccessControlProvider over the session's CASL ability
 * (`abilityOf`, built once per user and evaluated in memory), so rows, menu
 * items and bulk-action bars ask no server, and a forbidden page sends no
 * request at all. A resource's subject comes from the registry, by route key
 * or API name.
 *
 * @example
 * <Refine accessControlProvider={createAccessControlProvider(registry, abilityOf)} … />
 */
export function createAccessControlProvider(
  registry: Registry,
  abilityOf: SessionAbility,
): AccessControlProvider {
  function subjectOf(
    resource: string | undefined,
    node?: ResourceNode,
  ): string | undefined {
    const fromMeta = node?.meta?.subject;
    if (typeof fromMeta === 'string') return fromMeta;
    if (!resource) return undefined;
    return (
      (registry.byKey(resource) ?? registry.byName(resource))?.subject ??
      PAGE_SUBJECTS[resource]
    );
  }

  function decide(
    action: string,
    resource: string | undefined,
    node?: ResourceNode,
  ): CanReturnType {
    const ability = abilityOf(appStore.getState().session.user);
    const subject = subjectOf(resource, node);
    if (subject === undefined) {
      // A menu group: shown when at least one child is allowed.
      const children = node?.children ?? [];
      if (
        children.some(
          (child) => decide(action, child.identifier ?? child.name, child).can,
        )
      ) {
        return { can: true };
      }
      return {
        can: false,
        reason: `No subject for '${resource ?? '?'}'; add it to the registry or set meta.subject.`,
      };
    }
    const caslAction = ACTION_ALIASES[action] ?? action;
    return ability.can(caslAction, subject)
      ? { can: true }
      : { can: false, reason: 'You do not have access to this.' };
  }

  return {
    can: ({ resource, action, params }: CanParams) =>
      Promise.resolve(
        decide(action, resource, params?.resource as ResourceNode | undefined),
      ),
    options: {
      buttons: { enableAccessControl: true, hideIfUnauthorized: true },
    },
  };
}
