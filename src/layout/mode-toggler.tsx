import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSettings } from '../settings/settings-store';

/** Light and dark, one click from the app bar. */
export function ModeToggler() {
  const mode = useSettings((s) => s.settings.mode);
  const updateSettings = useSettings((s) => s.updateSettings);
  const label =
    mode === 'light' ? 'Switch to dark mode' : 'Switch to light mode';
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        color="inherit"
        onClick={() =>
          updateSettings({ mode: mode === 'light' ? 'dark' : 'light' })
        }
      >
        {mode === 'light' ? <DarkModeOutlined /> : <LightModeOutlined />}
      </IconButton>
    </Tooltip>
  );
}
