import SearchOutlined from '@mui/icons-material/SearchOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

/** The app bar's way into the command palette, naming its shortcut. */
export function PaletteButton({ onClick }: { onClick: () => void }) {
  return (
    <Tooltip title="Go anywhere (Ctrl+K / ⌘+K)">
      <IconButton
        aria-label="Go anywhere"
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        color="inherit"
        onClick={onClick}
      >
        <SearchOutlined />
      </IconButton>
    </Tooltip>
  );
}
