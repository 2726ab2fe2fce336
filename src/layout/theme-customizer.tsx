import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import RestartAlt from '@mui/icons-material/RestartAlt';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { themeColors, type Settings } from '../settings/default-settings';
import { useSettings } from '../settings/settings-store';
import { brandFills } from '../theme/palette-colors';

type Choice<V extends string> = {
  value: V;
  label: string;
  isDisabled?: boolean;
};

function RadioSetting<V extends string>({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value: V;
  choices: readonly Choice<V>[];
  onChange: (value: V) => void;
}) {
  const labelId = useId();
  return (
    <FormControl component="fieldset" sx={{ display: 'flex' }}>
      <FormLabel id={labelId} component="legend" sx={settingLabelSx}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(_, next) => {
          const choice = choices.find((c) => c.value === next);
          if (choice) onChange(choice.value);
        }}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio size="small" />}
            label={choice.label}
            disabled={choice.isDisabled}
            sx={{
              mr: 4,
              '& .MuiFormControlLabel-label': { fontSize: '0.9375rem' },
            }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

function SwitchSetting({
  label,
  checked,
  isDisabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  isDisabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      labelPlacement="start"
      disabled={isDisabled}
      control={
        <Switch checked={checked} onChange={(_, next) => onChange(next)} />
      }
      label={label}
      sx={{
        mx: 0,
        justifyContent: 'space-between',
        '& .MuiFormControlLabel-label': settingLabelSx,
      }}
    />
  );
}

const settingLabelSx = {
  fontSize: '0.9375rem',
  fontWeight: 500,
  color: 'text.primary',
  mb: 1,
  '&.Mui-focused': { color: 'text.primary' },
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ px: 6, py: 5 }}>
      <Typography
        variant="caption"
        component="h3"
        sx={{
          display: 'inline-block',
          mb: 4,
          px: 2,
          py: 0.5,
          borderRadius: '4px',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 600,
          textTransform: 'uppercase',
        }}
      >
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
        {children}
      </Box>
    </Box>
  );
}

function ColorSetting({
  value,
  onChange,
}: {
  value: Settings['themeColor'];
  onChange: (value: Settings['themeColor']) => void;
}) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} sx={settingLabelSx}>
        Primary Color
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        sx={{ display: 'flex', gap: 3, mt: 2 }}
      >
        {themeColors.map((color) => (
          <Tooltip key={color} title={color}>
            <ButtonBase
              aria-label={`Primary colour ${color}`}
              aria-pressed={value === color}
              onClick={() => onChange(color)}
              sx={{
                width: 40,
                height: 40,
                borderRadius: '8px',
                bgcolor: brandFills[color].fill,
                color: brandFills[color].onFill,
                boxShadow: (theme) =>
                  value === color
                    ? `0 0 0 2px ${theme.palette.background.paper}, 0 0 0 4px ${brandFills[color].fill}`
                    : theme.shadows[2],
              }}
            >
              {value === color && <Check fontSize="small" />}
            </ButtonBase>
          </Tooltip>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The theme customizer: a drawer of every appearance setting,
 * with the options the current layout cannot honour disabled. Offered only
 * when VITE_THEME_CUSTOMIZER=true.
 */
export function ThemeCustomizer({ isBelowLg }: { isBelowLg: boolean }) {
  const [isOpen, setIsOpen] = useState(false);
  const settings = useSettings((s) => s.settings);
  const update = useSettings((s) => s.updateSettings);
  const reset = useSettings((s) => s.resetSettings);
  const isHorizontal = settings.layout === 'horizontal';

  return (
    <>
      <Tooltip title="Theme customizer" placement="left">
        <IconButton
          aria-label="Open theme customizer"
          onClick={() => setIsOpen(true)}
          sx={(theme) => ({
            position: 'fixed',
            top: '50%',
            right: 0,
            zIndex: theme.zIndex.drawer + 1,
            borderRadius: '10px 0 0 10px',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            boxShadow: theme.shadows[6],
            '&:hover': { bgcolor: 'primary.dark' },
            // One turn when pointed at or focused, not a gear spinning for
            // ever: endless motion beside the page's content is what WCAG
            // 2.2.2 asks to be stoppable, and it kept the compositor
            // drawing every frame (a quarter of a core, on every page).
            '&:hover svg, &:focus-visible svg': {
              animation: 'customizer-spin 1s ease-in-out',
            },
            '@media (prefers-reduced-motion: reduce)': {
              '&:hover svg, &:focus-visible svg': { animation: 'none' },
            },
            '@keyframes customizer-spin': {
              to: { transform: 'rotate(360deg)' },
            },
          })}
        >
          <SettingsOutlined />
        </IconButton>
      </Tooltip>
      <Drawer
        anchor="right"
        open={isOpen}
        onClose={() => setIsOpen(false)}
        slotProps={{
          paper: {
            sx: { width: { xs: '100%', sm: 400 } },
            role: 'dialog',
            'aria-modal': true,
            'aria-label': 'Theme customizer',
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 2,
            px: 6,
            py: 5,
            position: 'sticky',
            top: 0,
            zIndex: 1,
            bgcolor: 'background.paper',
            borderBottom: (theme) => `1px solid ${theme.palette.divider}`,
          }}
        >
          <Box sx={{ flex: 1 }}>
            <Typography variant="h5" component="h2">
              Theme Customizer
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Customize and preview in real time
            </Typography>
          </Box>
          <Tooltip title="Reset to defaults">
            <IconButton
              aria-label="Reset to defaults"
              onClick={reset}
              size="small"
            >
              <RestartAlt fontSize="small" />
            </IconButton>
          </Tooltip>
          <IconButton
            aria-label="Close theme customizer"
            onClick={() => setIsOpen(false)}
            size="small"
          >
            <Close fontSize="small" />
          </IconButton>
        </Box>

        <Section title="Theming">
          <RadioSetting
            label="Skin"
            value={settings.skin}
            onChange={(skin) => update({ skin })}
            choices={[
              { value: 'default', label: 'Default' },
              { value: 'bordered', label: 'Bordered' },
              {
                value: 'semi-dark',
                label: 'Semi Dark',
                isDisabled: isHorizontal,
              },
            ]}
          />
          <RadioSetting
            label="Mode"
            value={settings.mode}
            onChange={(mode) => update({ mode })}
            choices={[
              { value: 'light', label: 'Light' },
              { value: 'dark', label: 'Dark' },
            ]}
          />
          <ColorSetting
            value={settings.themeColor}
            onChange={(themeColor) => update({ themeColor })}
          />
          <RadioSetting
            label="Content Width"
            value={settings.contentWidth}
            onChange={(contentWidth) => update({ contentWidth })}
            choices={[
              { value: 'full', label: 'Full' },
              { value: 'boxed', label: 'Boxed' },
            ]}
          />
          <RadioSetting
            label="AppBar Type"
            value={settings.appBar}
            onChange={(appBar) => update({ appBar })}
            choices={[
              { value: 'fixed', label: 'Fixed' },
              { value: 'static', label: 'Static' },
              { value: 'hidden', label: 'Hidden', isDisabled: isHorizontal },
            ]}
          />
          <RadioSetting
            label="Footer Type"
            value={settings.footer}
            onChange={(footer) => update({ footer })}
            choices={[
              { value: 'fixed', label: 'Fixed' },
              { value: 'static', label: 'Static' },
              { value: 'hidden', label: 'Hidden' },
            ]}
          />
          <SwitchSetting
            label="AppBar Blur"
            checked={settings.appBarBlur}
            onChange={(appBarBlur) => update({ appBarBlur })}
          />
          <SwitchSetting
            label="RTL"
            checked={settings.direction === 'rtl'}
            onChange={(isRtl) => update({ direction: isRtl ? 'rtl' : 'ltr' })}
          />
        </Section>
        <Divider />
        <Section title="Menu">
          <RadioSetting
            label="Menu Layout"
            value={settings.layout}
            onChange={(layout) => update({ layout })}
            choices={[
              { value: 'vertical', label: 'Vertical' },
              {
                value: 'horizontal',
                label: 'Horizontal',
                isDisabled: isBelowLg,
              },
            ]}
          />
          <RadioSetting
            label="Menu Toggle"
            value={settings.verticalNavToggleType}
            onChange={(verticalNavToggleType) =>
              update({ verticalNavToggleType })
            }
            choices={[
              {
                value: 'accordion',
                label: 'Accordion',
                isDisabled: isHorizontal,
              },
              {
                value: 'collapse',
                label: 'Collapse',
                isDisabled: isHorizontal,
              },
            ]}
          />
          <SwitchSetting
            label="Menu Collapsed"
            checked={settings.navCollapsed}
            isDisabled={isHorizontal || isBelowLg}
            onChange={(navCollapsed) => update({ navCollapsed })}
          />
          <SwitchSetting
            label="Menu Hidden"
            checked={settings.navHidden}
            onChange={(navHidden) => update({ navHidden })}
          />
        </Section>
      </Drawer>
    </>
  );
}
