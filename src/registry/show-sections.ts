/**
 * What a show-page section (`show.sections`) resolves to in the registry,
 * for the console's sections and the API's routes alike. Pure data, like
 * the registry: `server/` imports it too.
 */
import type {
  AnyResource,
  MemberSetSection,
  ReportSection,
} from './define-resource';

export interface ResolvedReportSection {
  section: ReportSection;
  report: AnyResource;
  /** The report's reference field to the record's resource (`merchantId`). */
  scopeField: string;
}

export interface ResolvedMemberSet {
  section: MemberSetSection;
  /** The join resource (`role-permissions`). */
  via: AnyResource;
  /** The members' resource (`permissions`). */
  members: AnyResource;
  /** The join's reference to the record (`roleId`). */
  ownerField: string;
  /** The join's reference to a member (`permissionId`). */
  memberField: string;
  /** The set's key in bodies and answers (`permissionIds`). */
  key: string;
}

const referenceTo = (resource: AnyResource, target: string) =>
  Object.entries(resource.fields).find(
    ([, field]) => field.kind === 'reference' && field.to === target,
  )?.[0];

/** The report and its scope field, or undefined when the registry lacks either. */
export function resolveReportSection(
  registry: readonly AnyResource[],
  resource: AnyResource,
  section: ReportSection,
): ResolvedReportSection | undefined {
  const report = registry.find((r) => r.name === section.report && r.report);
  const scopeField = report && referenceTo(report, resource.name);
  return report && scopeField ? { section, report, scopeField } : undefined;
}

/** The join, its two references and the members, or undefined when they do not line up. */
export function resolveMemberSet(
  registry: readonly AnyResource[],
  resource: AnyResource,
  section: MemberSetSection,
): ResolvedMemberSet | undefined {
  const via = registry.find((r) => r.name === section.via);
  const memberSpec = via?.fields[section.member];
  if (!via || memberSpec?.kind !== 'reference') return undefined;
  const members = registry.find((r) => r.name === memberSpec.to);
  const ownerField = referenceTo(via, resource.name);
  if (!members || !ownerField || ownerField === section.member)
    return undefined;
  return {
    section,
    via,
    members,
    ownerField,
    memberField: section.member,
    key: `${section.member}s`,
  };
}

/** The resource's report sections that resolve. */
export function reportSectionsOf(
  registry: readonly AnyResource[],
  resource: AnyResource,
): ResolvedReportSection[] {
  return (resource.show?.sections ?? []).flatMap((section) => {
    if (section.kind !== 'report') return [];
    const resolved = resolveReportSection(registry, resource, section);
    return resolved ? [resolved] : [];
  });
}

/** The resource's member-set sections that resolve. */
export function memberSetsOf(
  registry: readonly AnyResource[],
  resource: AnyResource,
): ResolvedMemberSet[] {
  return (resource.show?.sections ?? []).flatMap((section) => {
    if (section.kind !== 'member-set') return [];
    const resolved = resolveMemberSet(registry, resource, section);
    return resolved ? [resolved] : [];
  });
}
