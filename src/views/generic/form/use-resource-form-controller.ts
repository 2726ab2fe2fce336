import { useEffect, useMemo, useState, type BaseSyntheticEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useForm } from '@refinedev/react-hook-form';
import { useGetIdentity, useOne, type HttpError } from '@refinedev/core';
import type { FieldValues } from 'react-hook-form';
import { useResourceEntry } from '../../use-resource-entry';
import { createSingleFlight } from '../../../components/actions/single-flight';
import { useFormDraft } from './use-form-draft';
import { useLeaveGuard } from './use-leave-guard';
import { staleWrite, type StaleWrite } from './stale-write';
import { rebaseForm } from './rebase-form';
import {
  formFieldNames,
  formShownNames,
  toFormValues,
  type FormValues,
} from '../../../components/fields/form-values';
import {
  approvalNote,
  heldMessage,
  isHeldRequest,
  needsApproval,
} from '../../../registry/approval';
import type { ShellIdentity } from '../../../session/identity';
import { pagePaths } from '../../../registry/paths';
import { titleText } from '../../../registry/record-title';
import { formResolver } from '../../../components/fields/form-resolver';

/**
 * Everything the generic create and edit page shows and does: the form
 * (Refine's useForm over react-hook-form, the API's rules as its resolver),
 * the record an edit is based on and its newer versions (a save over a
 * newer one, or one the socket brought while the user typed), the draft
 * kept across a reload, the guard on leaving with unsaved changes, an edit
 * held for approval, and the page's handlers. The page only draws it.
 *
 * @example
 * const form = useResourceFormController('banks', 'edit');
 * <form onSubmit={(e) => { e.preventDefault(); form.submit(e); }}>…</form>
 */
export function useResourceFormController(
  resourceKey: string,
  mode: 'create' | 'edit',
) {
  const resource = useResourceEntry(resourceKey);
  const { id } = useParams();
  const navigate = useNavigate();
  const names = useMemo(() => formFieldNames(resource, mode), [resource, mode]);
  const shownNames = useMemo(
    () => formShownNames(resource, mode),
    [resource, mode],
  );
  const [rootError, setRootError] = useState<string | null>(null);
  const [once] = useState(createSingleFlight);
  // The record the form's values are based on: its version goes with the
  // save, and a save finding the record moved on shows what changed.
  const [base, setBase] = useState<FormValues | undefined>(undefined);
  const [stale, setStale] = useState<StaleWrite | null>(null);
  const { data: me } = useGetIdentity<ShellIdentity>();
  // An edit the entry holds for approval (a payout account) says so before
  // the save, and its toast does not pretend it was saved.
  const editPolicy =
    mode === 'edit' && resource.editApproval
      ? {
          label: resource.editApproval.label ?? 'Edit',
          approval: resource.editApproval,
        }
      : undefined;

  const {
    control,
    handleSubmit,
    reset,
    setFocus,
    watch,
    getValues,
    getFieldState,
    setValue,
    // dirtyFields is read so that react-hook-form tracks it for getFieldState.
    formState: { isSubmitting, isDirty, dirtyFields: _dirtyFields },
    refineCore: { onFinish },
  } = useForm<FormValues, HttpError, FieldValues>({
    refineCoreProps: {
      resource: resourceKey,
      action: mode,
      id,
      // The record is loaded below: Refine's own sync would set the raw API
      // values (sen, ISO instants) into the inputs and overwrite typed ones
      // whenever the record refetches. Its query never runs, and its own key
      // keeps it from reading the record another page cached.
      queryOptions: { enabled: false },
      queryMeta: { unsyncedFormQuery: true },
      // An edit goes back to its record's page itself: a held edit answers
      // with the approval request, whose id Refine would open instead.
      redirect: mode === 'create' ? 'show' : false,
      successNotification: (answer) => ({
        type: 'success',
        message:
          editPolicy && isHeldRequest(answer?.data)
            ? heldMessage(editPolicy)
            : mode === 'create'
              ? `${resource.label.one} created`
              : `${resource.label.one} saved`,
      }),
      errorNotification: false,
      onMutationSuccess: () => {
        leaveGuard.release();
        draft.clear();
        if (mode === 'edit' && id)
          void navigate(pagePaths.show(resourceKey, id));
      },
      onMutationError: (error) => {
        const current = (error as { current?: FormValues }).current;
        if (error.statusCode === 409 && current) {
          noticeNewer(current);
          return;
        }
        setRootError(
          error.message || 'The save failed; check the fields below.',
        );
        const firstField = Object.keys(error.errors ?? {}).find((k) =>
          names.includes(k),
        );
        if (firstField) setTimeout(() => setFocus(firstField), 0);
      },
    },
    // Refine's flag clears itself on a failed save; useLeaveGuard does not.
    warnWhenUnsavedChanges: false,
    defaultValues: toFormValues(resource, names, undefined),
    // The API's own schemas: a rule gives the message the API would give.
    resolver: formResolver(resource, names),
    mode: 'onTouched',
  });

  const { query: recordQuery } = useOne<FormValues>({
    resource: resourceKey,
    id,
    queryOptions: { enabled: mode === 'edit' && id !== undefined },
  });
  const record = mode === 'edit' ? recordQuery.data?.data : undefined;

  const changedByMe = () => names.filter((name) => getFieldState(name).isDirty);

  /** A save found the record moved on: show what changed, keep what was typed. */
  const noticeNewer = (current: FormValues) => {
    setStale(
      staleWrite(resource, names, base ?? current, current, changedByMe()),
    );
    // Untouched fields follow the server; what the user typed stays.
    rebaseForm(
      { getValues, getFieldState, reset, setValue },
      toFormValues(resource, names, current),
    );
  };

  // The form is based on the newest record while nothing is typed; once it
  // is, a newer record (the socket's refetch) means someone else saved.
  if (record && !isDirty && base?.version !== record.version) setBase(record);
  const liveStale =
    record && base && isDirty && base.version !== record.version
      ? staleWrite(resource, names, base, record, changedByMe())
      : null;
  const shownStale = stale ?? liveStale;
  const willBeHeld =
    editPolicy !== undefined &&
    record !== undefined &&
    needsApproval(
      editPolicy,
      watch(),
      { userType: me?.userType ?? '' },
      toFormValues(resource, names, record),
    );

  useEffect(() => {
    // A refetch of the record must not wipe what the user has typed since.
    if (mode === 'edit' && record)
      rebaseForm(
        { getValues, getFieldState, reset, setValue },
        toFormValues(resource, names, record),
      );
  }, [
    mode,
    record,
    reset,
    resource,
    names,
    getValues,
    getFieldState,
    setValue,
  ]);

  /** Saves what the form holds, as a change to the record at `version`. */
  const save = (version: unknown) =>
    // The resolver hands over the API's body, converted from what was typed.
    handleSubmit(async (body) => {
      setRootError(null);
      try {
        await onFinish({
          ...body,
          // The version this form read: the API refuses a save over a newer one.
          ...(mode === 'edit' ? { version } : {}),
        });
      } catch {
        // HttpErrors were handled by onMutationError; keep the form as it is.
      }
    });

  const title = resource.titleField ? record?.[resource.titleField] : null;
  const recordTitle = titleText(resource, title) || `#${id ?? ''}`;
  const loadError =
    mode === 'edit' && recordQuery.isError
      ? (recordQuery.error.message ?? 'The record could not be loaded.')
      : null;
  const isLoadingRecord = mode === 'edit' && !record && !loadError;
  const leaveGuard = useLeaveGuard(isDirty);
  const draft = useFormDraft({
    watch,
    reset,
    isReady: mode === 'create' || Boolean(record),
  });
  const cancelTo =
    mode === 'edit' && id
      ? pagePaths.show(resourceKey, id)
      : pagePaths.list(resourceKey);

  return {
    resource,
    id,
    record,
    recordTitle,
    shownNames,
    control,
    isSubmitting,
    draft,
    leaveGuard,
    shownStale,
    rootError,
    dismissRootError: () => setRootError(null),
    loadError,
    isLoadingRecord,
    /** What an edit held for approval says before it is saved, or null. */
    heldNote: willBeHeld && editPolicy ? approvalNote(editPolicy) : null,
    /** Saves the form, as a change to the record it was based on. */
    submit: (event: BaseSyntheticEvent) =>
      void once(() => save(base?.version)(event)),
    /** Saves what the user typed over the newer record. */
    saveMine: (newer: StaleWrite) => {
      setBase(newer.current);
      setStale(null);
      void once(() => save(newer.current.version)());
    },
    /** Drops what the user typed for the newer record. */
    takeTheirs: (newer: StaleWrite) => {
      setBase(newer.current);
      setStale(null);
      reset(toFormValues(resource, names, newer.current));
    },
    /** Back to the record's page (an edit) or the list (a create). */
    cancel: () => void navigate(cancelTo),
  };
}
