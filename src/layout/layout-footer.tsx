import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { LtrValue } from '../components/fields/ltr-value';
import { env } from '../config/env';
import { versionLabel } from '../config/version-label';
import { useSettings } from '../settings/settings-store';
import { themeConstants } from '../theme/theme-constants';

/** The footer: year, product name and the version; hidden, static or fixed. */
export function LayoutFooter() {
  const footer = useSettings((s) => s.settings.footer);
  const contentWidth = useSettings((s) => s.settings.contentWidth);
  if (footer === 'hidden') return null;
  const isFixed = footer === 'fixed';
  return (
    <Box
      component="footer"
      sx={{
        px: `${themeConstants.contentPaddingX}px`,
        position: isFixed ? 'sticky' : 'static',
        bottom: 0,
        zIndex: (theme) => (isFixed ? theme.zIndex.appBar - 1 : 'auto'),
      }}
    >
      <Box
        sx={(theme) => ({
          mx: 'auto',
          width: '100%',
          maxWidth:
            contentWidth === 'boxed'
              ? themeConstants.boxedContentWidth
              : 'none',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          py: 4,
          ...(isFixed && {
            px: 6,
            bgcolor: 'background.paper',
            borderStartStartRadius: theme.shape.borderRadius,
            borderStartEndRadius: theme.shape.borderRadius,
            boxShadow: theme.shadows[4],
          }),
        })}
      >
        <Typography variant="body2" color="text.secondary">
          © <LtrValue>{new Date().getFullYear()}</LtrValue>{' '}
          <Box component="span" sx={{ color: 'text.primary', fontWeight: 500 }}>
            {env.productName}
          </Box>
          . All rights reserved.
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={<LtrValue>{versionLabel(env.version, env.appEnv)}</LtrValue>}
          aria-label="Version"
          sx={{
            fontWeight: 600,
            letterSpacing: '0.4px',
            color: 'text.secondary',
          }}
        />
      </Box>
    </Box>
  );
}
