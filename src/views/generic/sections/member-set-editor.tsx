import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAbility } from '../../../access/ability-context';
import { humanizeEnum } from '../../../components/fields/format';
import type { AnyResource } from '../../../registry/define-resource';
import { enums } from '../../../registry/enums';
import type { ResolvedMemberSet } from '../../../registry/show-sections';
import { ConfirmDialog } from '../../../components/actions/confirm-dialog';
import { useLeaveGuard } from '../form/use-leave-guard';
import { LazySection } from '../lazy-section';
import {
  choiceTabs,
  groupState,
  sameSet,
  setMany,
  type ChoiceGroup,
} from './member-choices';
import { useMemberSet } from './use-member-set';

interface MemberSetEditorProps {
  owner: AnyResource;
  recordId: string;
  /** The record's title, for the saved notice ("role FINANCE"). */
  recordTitle: string;
  set: ResolvedMemberSet;
}

/**
 * A record's member set (a role's permissions) edited as one:
 * the members in tabs by their split (the admin and merchant lists) and
 * groups (their module), a search over keys and names, a checkbox per group
 * that selects or clears the group's shown members, and one Save that sends
 * the whole set in one call. Who may not change it sees it read-only.
 */
export function MemberSetEditor(props: MemberSetEditorProps) {
  return (
    <LazySection title={props.set.section.title}>
      <MemberSetForm {...props} />
    </LazySection>
  );
}

function splitOrder(set: ResolvedMemberSet): readonly string[] {
  const field = set.section.split
    ? set.members.fields[set.section.split]
    : undefined;
  return field?.kind === 'enum' ? enums[field.enumKey] : [];
}

function MemberSetForm({
  owner,
  recordId,
  recordTitle,
  set,
}: MemberSetEditorProps) {
  const ability = useAbility();
  const { held, choices, isLoading, loadError, isSaving, save } = useMemberSet(
    owner,
    recordId,
    set,
  );
  // The user's ticks over the held set; null while nothing is ticked.
  const [edited, setEdited] = useState<Set<number> | null>(null);
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const canEdit =
    ability.can('update', owner.subject) &&
    ability.can('create', set.via.subject) &&
    ability.can('delete', set.via.subject);
  const selected = edited ?? held ?? new Set<number>();
  const isDirty =
    edited !== null && held !== undefined && !sameSet(edited, held);
  const leaveGuard = useLeaveGuard(isDirty);
  const members = set.members.label.many.toLowerCase();

  if (loadError)
    return (
      <Alert severity="error" sx={{ mx: 6, mb: 4 }}>
        The {members} could not be loaded: {loadError.message}
      </Alert>
    );
  if (isLoading || !choices || !held)
    return (
      <Box sx={{ px: 6, pb: 4 }}>
        <Skeleton height={48} />
        <Skeleton height={160} />
      </Box>
    );

  const tabs = choiceTabs(choices, search, splitOrder(set));
  const current = tabs[Math.min(tab, tabs.length - 1)];
  const changes =
    [...selected].filter((id) => !held.has(id)).length +
    [...held].filter((id) => !selected.has(id)).length;
  const tick = (ids: readonly number[], on: boolean) => {
    setError(null);
    setEdited(setMany(selected, ids, on));
  };

  const handleSave = async () => {
    if (isSaving) return;
    setError(null);
    const outcome = await save(
      [...selected].sort((a, b) => a - b),
      `${set.section.title} saved: ${owner.label.one.toLowerCase()} ${recordTitle}`,
    );
    if (outcome.ok) {
      setEdited(null);
      return;
    }
    // A 409: the held set has been reloaded; the ticks stay, and saving again replaces theirs.
    setError(
      outcome.isConflict
        ? `Someone else changed these ${members} while you were editing. Your ticks are still shown: save again to replace theirs, or Discard to see theirs.`
        : outcome.message,
    );
  };

  return (
    <Stack spacing={3} sx={{ px: 6, pb: 4 }}>
      {!canEdit && (
        <Alert severity="info">
          You may see these {members} but not change them.
        </Alert>
      )}
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        justifyContent="space-between"
        alignItems={{ md: 'center' }}
        spacing={3}
      >
        <Tabs
          value={Math.min(tab, tabs.length - 1)}
          onChange={(_, next: number) => setTab(next)}
          aria-label={`${set.section.title} lists`}
        >
          {tabs.map((t) => {
            const inTab = choices.filter((c) => c.split === t.key);
            const count = inTab.filter((c) => selected.has(c.id)).length;
            return (
              <Tab
                key={t.key}
                label={`${humanizeEnum(t.key)} · ${count} of ${t.size}`}
              />
            );
          })}
        </Tabs>
        <TextField
          type="search"
          size="small"
          label={`Search ${members}`}
          placeholder="Key or name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          sx={{ minWidth: 260 }}
        />
      </Stack>

      <Box role="tabpanel" aria-label={humanizeEnum(current?.key)}>
        {current && current.groups.length > 0 ? (
          <Stack spacing={3} divider={<Divider flexItem />}>
            {current.groups.map((group) => (
              <GroupChoices
                key={group.key}
                group={group}
                selected={selected}
                isDisabled={!canEdit || isSaving}
                onTick={tick}
              />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ py: 4 }}>
            No {members} match “{search}”.
          </Typography>
        )}
      </Box>

      {error && <Alert severity="error">{error}</Alert>}
      {canEdit && set.section.approval && (
        <Typography variant="body2" color="text.secondary">
          While another admin is active, a change of these {members} waits for
          their approval before it counts.
        </Typography>
      )}
      {canEdit && (
        <Stack
          direction="row"
          justifyContent="space-between"
          alignItems="center"
          spacing={3}
          sx={{
            position: 'sticky',
            bottom: 0,
            py: 3,
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" color="text.secondary" role="status">
            {selected.size} selected
            {changes > 0
              ? ` · ${changes} unsaved ${changes === 1 ? 'change' : 'changes'}`
              : ''}
          </Typography>
          <Stack direction="row" spacing={2}>
            <Button
              color="inherit"
              disabled={edited === null || isSaving}
              onClick={() => {
                setEdited(null);
                setError(null);
              }}
            >
              Discard
            </Button>
            <Button
              variant="contained"
              disabled={!isDirty || isSaving}
              onClick={() => void handleSave()}
              startIcon={
                isSaving ? (
                  <CircularProgress size={16} color="inherit" />
                ) : undefined
              }
            >
              Save {members}
            </Button>
          </Stack>
        </Stack>
      )}
      <ConfirmDialog
        open={leaveGuard.isAsking}
        title="Leave without saving?"
        body={`Your changes to these ${members} have not been saved. If you leave, they are lost.`}
        confirmLabel="Leave"
        dismissLabel="Keep editing"
        tone="error"
        isPending={false}
        error={null}
        onClose={leaveGuard.stay}
        onConfirm={leaveGuard.leave}
      />
    </Stack>
  );
}

function GroupChoices({
  group,
  selected,
  isDisabled,
  onTick,
}: {
  group: ChoiceGroup;
  selected: ReadonlySet<number>;
  isDisabled: boolean;
  onTick: (ids: readonly number[], on: boolean) => void;
}) {
  const ids = group.choices.map((c) => c.id);
  const state = groupState(selected, ids);
  const name = humanizeEnum(group.key);
  return (
    <Box component="section" aria-label={name}>
      <FormControlLabel
        label={
          <Typography component="span" fontWeight={600}>
            {name}{' '}
            <Typography component="span" variant="body2" color="text.secondary">
              {ids.filter((id) => selected.has(id)).length} of {ids.length}
            </Typography>
          </Typography>
        }
        control={
          <Checkbox
            checked={state === 'all'}
            indeterminate={state === 'some'}
            disabled={isDisabled}
            onChange={(_, checked) => onTick(ids, checked)}
            slotProps={{ input: { 'aria-label': `Select all ${name}` } }}
          />
        }
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
          columnGap: 4,
          pl: 4,
        }}
      >
        {group.choices.map((choice) => (
          <FormControlLabel
            key={choice.id}
            sx={{ alignItems: 'flex-start', mr: 0 }}
            control={
              <Checkbox
                size="small"
                checked={selected.has(choice.id)}
                disabled={isDisabled}
                onChange={(_, checked) => onTick([choice.id], checked)}
                sx={{ pt: 0.5 }}
              />
            }
            label={
              <Box sx={{ py: 0.5 }}>
                <Typography
                  variant="body2"
                  sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
                >
                  {choice.title}
                </Typography>
                {choice.detail && (
                  <Typography variant="caption" color="text.secondary">
                    {choice.detail}
                  </Typography>
                )}
              </Box>
            }
          />
        ))}
      </Box>
    </Box>
  );
}
