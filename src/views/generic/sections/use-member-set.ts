import {
  useDataProvider,
  useInvalidate,
  type DataProvider,
  type HttpError,
} from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../../providers/admin-api';
import {
  useAdminMutation,
  useAdminQuery,
} from '../../../providers/use-admin-call';
import { heldMessage, isHeldRequest } from '../../../registry/approval';
import type { AnyResource } from '../../../registry/define-resource';
import { resourceKey } from '../../../registry/resource-key';
import type { ResolvedMemberSet } from '../../../registry/show-sections';
import type { MemberChoice } from './member-choices';

type Row = Record<string, unknown>;

/** The API's largest page: `perPage` above 100 is a 422. */
const PAGE_SIZE = 100;

/**
 * What a save answered: the set is the server's now, it waits for
 * approval (`isHeld`), or why it is neither.
 */
export type SaveOutcome =
  | { ok: true; isHeld: boolean }
  | { ok: false; message: string; isConflict: boolean };

/** The members' field that explains a title: their first other searchable text. */
function detailField(members: AnyResource): string | undefined {
  return Object.entries(members.fields).find(
    ([name, field]) =>
      name !== members.titleField &&
      field.searchable &&
      (field.kind === 'text' || field.kind === 'longText'),
  )?.[0];
}

/** Every member, page by page: a role may be given any of them. */
async function loadChoices(
  getList: DataProvider['getList'],
  set: ResolvedMemberSet,
): Promise<MemberChoice[]> {
  const { members, section } = set;
  const detail = detailField(members);
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getList<Row>({
      resource: resourceKey(members),
      pagination: { currentPage: page, pageSize: PAGE_SIZE },
      sorters: members.titleField
        ? [{ field: members.titleField, order: 'asc' }]
        : [],
    });
    rows.push(...answer.data);
    if (answer.data.length < PAGE_SIZE || rows.length >= answer.total) break;
  }
  const text = (row: Row, field: string | undefined) => {
    const value = field ? row[field] : undefined;
    return typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : '';
  };
  return rows.map((row) => ({
    id: Number(row.id),
    title: text(row, members.titleField) || `#${String(row.id)}`,
    detail: text(row, detail),
    split: text(row, section.split),
    group: text(row, section.groupBy),
  }));
}

/**
 * A member set's data: the ids the record holds and its version
 * (`GET /admin/{name}/{id}/{path}`), every member to choose from, and a save
 * that replaces the set in one `PUT` based on that version.
 */
export function useMemberSet(
  owner: AnyResource,
  recordId: string,
  set: ResolvedMemberSet,
) {
  const { query: heldQuery, answer: envelope } = useAdminQuery(
    adminApi.memberSet(owner, recordId, set.section.path),
    { errorNotification: false },
  );
  const dataProvider = useDataProvider();
  const choicesQuery = useQuery({
    queryKey: ['member-set-choices', set.members.name],
    queryFn: () => loadChoices(dataProvider().getList, set),
    staleTime: 60_000,
  });
  const { send, isPending: isSaving } = useAdminMutation();
  const invalidate = useInvalidate();

  const answer = envelope?.data;
  const heldIds = answer?.[set.key];
  const held = Array.isArray(heldIds)
    ? new Set(heldIds.map((id) => Number(id)))
    : undefined;
  const version =
    typeof answer?.version === 'number' ? answer.version : undefined;

  const save = async (
    ids: readonly number[],
    successMessage: string,
  ): Promise<SaveOutcome> => {
    const policy = set.section.approval && {
      label: set.section.approval.label ?? `${set.section.title} change`,
    };
    try {
      const answer = await send(
        adminApi.saveMemberSet(
          owner,
          recordId,
          set.section.path,
          { key: set.key, ids },
          version,
        ),
        {
          successMessage: (saved) =>
            policy && isHeldRequest(saved.data)
              ? heldMessage(policy)
              : successMessage,
        },
      );
      return { ok: true, isHeld: isHeldRequest(answer.data) };
    } catch (e) {
      const error = e as Partial<HttpError>;
      return {
        ok: false,
        message: error.message ?? 'The change could not be saved; try again.',
        isConflict: error.statusCode === 409,
      };
    } finally {
      // The set, the record's version and its activity have all moved.
      await Promise.all([
        heldQuery.refetch(),
        invalidate({
          resource: resourceKey(owner),
          invalidates: ['detail'],
          id: recordId,
        }),
        invalidate({ resource: 'audit-logs', invalidates: ['list'] }),
      ]);
    }
  };

  return {
    held,
    choices: choicesQuery.data,
    isLoading: heldQuery.isLoading || choicesQuery.isLoading,
    loadError: heldQuery.error ?? choicesQuery.error,
    isSaving,
    save,
  };
}
