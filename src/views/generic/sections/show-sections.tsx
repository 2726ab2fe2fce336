import { useAbility } from '../../../access/ability-context';
import { useRegistry } from '../../../providers/registry-context';
import type { AnyResource } from '../../../registry/define-resource';
import {
  resolveMemberSet,
  resolveReportSection,
} from '../../../registry/show-sections';
import { MemberSetEditor } from './member-set-editor';
import { RecordReportSection } from './record-report-section';

interface ShowSectionsProps {
  resource: AnyResource;
  recordId: string;
  recordTitle: string;
}

/**
 * The sections a show page declares in the registry (`show.sections`), in
 * their order, each shown only to who may read what it shows.
 */
export function ShowSections({
  resource,
  recordId,
  recordTitle,
}: ShowSectionsProps) {
  const ability = useAbility();
  const { resources: registry } = useRegistry();
  return (resource.show?.sections ?? []).map((section) => {
    if (section.kind === 'report') {
      const resolved = resolveReportSection(registry, resource, section);
      if (!resolved || !ability.can('read', resolved.report.subject))
        return null;
      return (
        <RecordReportSection
          key={section.path}
          resource={resource}
          recordId={recordId}
          section={resolved}
        />
      );
    }
    const resolved = resolveMemberSet(registry, resource, section);
    if (
      !resolved ||
      !ability.can('read', resolved.via.subject) ||
      !ability.can('read', resolved.members.subject)
    )
      return null;
    return (
      <MemberSetEditor
        key={section.path}
        owner={resource}
        recordId={recordId}
        recordTitle={recordTitle}
        set={resolved}
      />
    );
  });
}
