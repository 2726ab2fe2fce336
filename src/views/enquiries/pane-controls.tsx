import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import PersonOutline from '@mui/icons-material/PersonOutline';
import { humanizeEnum } from '../../components/fields/format';
import { statusTone } from '../../components/fields/status-tone';
import { OpenActionDialogView } from '../../components/actions/record-actions';
import type { EnquiryControls } from './use-enquiry-controls';

const missingId = 'enquiry-controls-missing';

/**
 * The open enquiry's status (its moves by the state machine), assignee and
 * resolve, each with its shortcut. A control the user's permissions rule
 * out is disabled, and the line under them says which permission to ask
 * an admin for.
 */
export function PaneControls({
  controls,
  status,
  assignee,
}: {
  controls: EnquiryControls;
  status: unknown;
  /** Who it is assigned to now, or null when nobody. */
  assignee: { id: number; name: string } | null;
}) {
  // Destructured: `ref={controls.x}` would make React's lint take all of
  // `controls` for a ref and refuse reading it while rendering.
  const { setStatusButton, setAssignButton } = controls;
  const meAsAssignee = controls.assignees.find(
    (user) => user.id === controls.me,
  );
  const describedBy = controls.missing.length > 0 ? missingId : undefined;
  const tone = statusTone(status);
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        flexWrap="wrap"
        alignItems="center"
        role="toolbar"
        aria-label="Enquiry controls"
      >
        <Button
          ref={setStatusButton}
          size="small"
          variant="outlined"
          endIcon={<ArrowDropDown />}
          aria-haspopup="menu"
          aria-expanded={controls.menu === 'status'}
          aria-keyshortcuts="s"
          aria-label={`Status: ${humanizeEnum(status)}`}
          aria-describedby={describedBy}
          color={tone === 'default' ? 'inherit' : tone}
          disabled={!controls.transitions.some((choice) => choice.isAllowed)}
          onClick={() => controls.openMenu('status')}
        >
          {humanizeEnum(status)}
        </Button>
        <Menu
          anchorEl={controls.statusButton}
          open={controls.menu === 'status'}
          onClose={controls.closeMenu}
        >
          {controls.transitions.map((choice) => (
            <MenuItem
              key={choice.key}
              disabled={!choice.isAllowed}
              onClick={() => controls.move(choice.key)}
            >
              <ListItemText
                primary={humanizeEnum(choice.action.to)}
                secondary={choice.action.label}
              />
            </MenuItem>
          ))}
        </Menu>
        <Button
          ref={setAssignButton}
          size="small"
          variant="outlined"
          endIcon={<ArrowDropDown />}
          aria-haspopup="menu"
          aria-expanded={controls.menu === 'assign'}
          aria-keyshortcuts="a"
          aria-label={assignee ? `Assigned to ${assignee.name}` : 'Unassigned'}
          aria-describedby={describedBy}
          startIcon={<PersonOutline />}
          disabled={!controls.canAssign || controls.isAssigning}
          onClick={() => controls.openMenu('assign')}
          sx={{ maxWidth: 220 }}
        >
          <Box
            component="bdi"
            sx={{
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {assignee ? assignee.name : 'Unassigned'}
          </Box>
        </Button>
        <Menu
          anchorEl={controls.assignButton}
          open={controls.menu === 'assign'}
          onClose={controls.closeMenu}
        >
          {meAsAssignee && meAsAssignee.id !== assignee?.id && (
            <MenuItem
              onClick={() => void controls.assign(meAsAssignee.id, 'you')}
            >
              Assign to me
            </MenuItem>
          )}
          {controls.assignees.map((user) => (
            <MenuItem
              key={user.id}
              selected={user.id === assignee?.id}
              onClick={() => void controls.assign(user.id, user.name)}
            >
              <bdi>{user.name}</bdi>
            </MenuItem>
          ))}
          <Divider />
          <MenuItem
            disabled={assignee === null}
            onClick={() => void controls.assign(null)}
          >
            Unassign
          </MenuItem>
        </Menu>
        <Button
          size="small"
          variant="contained"
          color="success"
          aria-keyshortcuts="e"
          aria-describedby={describedBy}
          disabled={!controls.canResolve}
          onClick={controls.resolve}
        >
          Resolve
        </Button>
      </Stack>
      {controls.missing.length > 0 && (
        <Typography id={missingId} variant="caption" color="text.secondary">
          Your role may not{' '}
          {controls.missing.map(({ does, key }, index) => (
            <span key={key}>
              {index > 0 &&
                (index === controls.missing.length - 1 ? ' or ' : ', ')}
              {does} (<code>{key}</code>)
            </span>
          ))}{' '}
          enquiries; an admin can grant it.
        </Typography>
      )}
      {controls.failure && (
        <Alert severity="error" onClose={controls.clearFailure}>
          {controls.failure}
        </Alert>
      )}
      <OpenActionDialogView dialog={controls.dialog} />
    </>
  );
}
