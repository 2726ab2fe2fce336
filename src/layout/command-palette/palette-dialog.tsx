import BoltOutlined from '@mui/icons-material/BoltOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import InputBase from '@mui/material/InputBase';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { paletteShortcut } from '../../components/keyboard/app-shortcuts';
import { visuallyHidden } from '../../components/visually-hidden';
import { env } from '../../config/env';
import { MenuIcon } from '../menu-icon';
import { useMenu } from '../use-menu';
import {
  pageOptions,
  paletteGroups,
  type PaletteOption,
  type PaletteTarget,
} from './palette-options';
import { useFoundRecords } from './use-found-records';

interface PaletteDialogProps {
  open: boolean;
  onClose: () => void;
  /** The open record's actions matching what is typed; none off a record's page. */
  actionsFor: (text: string) => PaletteOption[];
  /** Runs an action of the open record, once the palette has closed. */
  onAction: (action: string) => void;
}

/**
 * The command palette (Ctrl+K / ⌘K): one box that finds the pages the user
 * may open, records by what people know them by, and actions on the record
 * whose page is open, grouped in that order. A combobox over a listbox: the
 * focus stays in the box, ↑ and ↓ move the highlighted option, Enter opens
 * it and Esc closes the palette.
 */
export function PaletteDialog({
  open,
  onClose,
  actionsFor,
  onAction,
}: PaletteDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: '12vh', overflow: 'hidden' } } }}
    >
      <Box id={titleId} sx={visuallyHidden}>
        Go anywhere
      </Box>
      <PaletteContent
        onClose={onClose}
        actionsFor={actionsFor}
        onAction={onAction}
      />
    </Dialog>
  );
}

/** The dialog's content, mounted while it is open: each opening starts from an empty box. */
function PaletteContent({
  onClose,
  actionsFor,
  onAction,
}: Omit<PaletteDialogProps, 'open'>) {
  const [text, setText] = useState('');
  // The highlighted option by key, so records arriving under it leave it
  // where it is; none (the best match) again as soon as the text changes.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const listboxId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // The box takes the focus as the palette opens, before the dialog would
  // focus itself: typing starts at once.
  useEffect(() => inputRef.current?.focus(), []);
  const navigate = useNavigate();
  const { home, sections } = useMenu();
  const records = useFoundRecords(text);
  const options = useMemo(
    () => [
      ...pageOptions(home, sections, text, env.apiBaseUrl),
      ...records.options,
      ...actionsFor(text),
    ],
    [home, sections, text, records.options, actionsFor],
  );
  const active = Math.max(
    0,
    options.findIndex((option) => option.key === activeKey),
  );
  const setActive = (index: number) =>
    setActiveKey(options[index]?.key ?? null);
  const activeOption = options[active];
  const optionId = (index: number) => `${listboxId}-${index}`;
  const activeId = activeOption ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId)
      document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: PaletteOption | undefined) => {
    if (!option) return;
    onClose();
    follow(option.target);
  };
  const follow = (target: PaletteTarget) => {
    if (target.kind === 'route') void navigate(target.to);
    else if (target.kind === 'new-tab')
      window.open(target.href, '_blank', 'noopener,noreferrer');
    else onAction(target.action);
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((active + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((active - 1 + count) % count);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(activeOption);
    } else if (
      (event.ctrlKey || event.metaKey) &&
      event.key.toLowerCase() === paletteShortcut.key
    ) {
      // The shortcut that opened the palette closes it.
      event.preventDefault();
      onClose();
    }
  };

  const status = statusOf(text, options.length, records);
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: 4,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <SearchOutlined aria-hidden sx={{ color: 'text.secondary' }} />
        <InputBase
          inputRef={inputRef}
          fullWidth
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActiveKey(null);
          }}
          onKeyDown={handleKeyDown}
          placeholder="Find a page, an order no., a phone, an e-mail, a merchant…"
          inputProps={{
            role: 'combobox',
            'aria-label': 'Go anywhere',
            'aria-expanded': options.length > 0,
            'aria-controls': options.length > 0 ? listboxId : undefined,
            'aria-autocomplete': 'list',
            'aria-activedescendant': activeId,
            autoComplete: 'off',
            spellCheck: false,
          }}
          sx={{ py: 3, fontSize: '1.0625rem' }}
        />
      </Box>
      <Box sx={{ height: 2 }}>
        {records.isSearching && (
          <LinearProgress aria-hidden sx={{ height: 2 }} />
        )}
      </Box>
      {/* No options, no list box: an empty one is a list box without its options. */}
      {options.length > 0 && (
        <Box
          id={listboxId}
          role="listbox"
          aria-label="Results"
          sx={{ maxHeight: '55vh', overflowY: 'auto', py: 1 }}
        >
          {paletteGroups.map((group) => (
            <OptionGroup
              key={group}
              group={group}
              options={options}
              active={active}
              optionId={optionId}
              onHover={setActive}
              onChoose={(index) => choose(options[index])}
            />
          ))}
        </Box>
      )}
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={status.isShown ? { px: 4, pb: 3 } : visuallyHidden}
      >
        {status.text}
      </Typography>
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          gap: 4,
          px: 4,
          py: 2,
          borderTop: 1,
          borderColor: 'divider',
          color: 'text.secondary',
          fontSize: '0.75rem',
          '& kbd': {
            font: 'inherit',
            px: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: '4px',
          },
        }}
      >
        <span>
          <kbd>↑</kbd> <kbd>↓</kbd> to move
        </span>
        <span>
          <kbd>Enter</kbd> to open
        </span>
        <span>
          <kbd>Esc</kbd> to close
        </span>
      </Box>
    </>
  );
}

/** One group's options under its heading; nothing when it has none. */
function OptionGroup({
  group,
  options,
  active,
  optionId,
  onHover,
  onChoose,
}: {
  group: string;
  options: readonly PaletteOption[];
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onChoose: (index: number) => void;
}) {
  const headingId = useId();
  const members = options.flatMap((option, index) =>
    option.group === group ? [{ option, index }] : [],
  );
  if (members.length === 0) return null;
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        role="presentation"
        variant="overline"
        color="text.secondary"
        sx={{ display: 'block', px: 4, pt: 2, lineHeight: 2 }}
      >
        {group}
      </Typography>
      {members.map(({ option, index }) => (
        <Box
          key={option.key}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          tabIndex={-1}
          onMouseMove={() => {
            if (index !== active) onHover(index);
          }}
          onClick={() => onChoose(index)}
          onKeyDown={(event) => {
            // The box keeps the focus; an option focused by a screen reader opens as a click does.
            if (event.key === 'Enter') onChoose(index);
          }}
          sx={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: 3,
            mx: 2,
            px: 2,
            py: 1.5,
            borderRadius: `${theme.shape.borderRadius}px`,
            cursor: 'pointer',
            ...(index === active && {
              bgcolor: alpha(theme.palette.primary.main, 0.12),
            }),
          })}
        >
          <OptionIcon option={option} />
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap>{option.label}</Typography>
            {option.detail && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {option.detail}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** A page's or record's menu icon; an action's says what it does: a pencil to edit, a bolt to act. */
function OptionIcon({ option }: { option: PaletteOption }) {
  const sx = { color: 'text.secondary', flexShrink: 0 };
  if (option.icon) return <MenuIcon name={option.icon} aria-hidden sx={sx} />;
  return option.target.kind === 'route' ? (
    <EditOutlined aria-hidden sx={sx} />
  ) : (
    <BoltOutlined aria-hidden sx={sx} />
  );
}

/** What the line under the list says, and whether it shows or is only announced. */
function statusOf(
  text: string,
  count: number,
  records: { isSearching: boolean; hasFailed: boolean },
): { text: string; isShown: boolean } {
  const typed = text.trim();
  if (records.hasFailed)
    return {
      text: 'Records could not be searched just now; pages still can.',
      isShown: true,
    };
  if (count > 0)
    return {
      text: `${count} ${count === 1 ? 'result' : 'results'}${records.isSearching ? ', searching records…' : ''}`,
      isShown: false,
    };
  if (records.isSearching) return { text: 'Searching…', isShown: true };
  if (typed === '')
    return {
      text: 'Type a page, an order no., a phone number, an e-mail or a name.',
      isShown: true,
    };
  return { text: `Nothing matches “${typed}”.`, isShown: true };
}
