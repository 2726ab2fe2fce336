import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MenuLinkItem } from '../registry/menu-tree';
import { isLinkActive } from './is-link-active';
import { activeItemBackground } from './active-item-background';
import { MenuIcon } from './menu-icon';

/** The horizontal layout's menu row; SPEC.md §2 gives it Home only. */
export function HorizontalNav({ items }: { items: readonly MenuLinkItem[] }) {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Main navigation"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}
    >
      {items.map((item) => {
        const isActive = isLinkActive(pathname, item);
        return (
          <ButtonBase
            key={item.key}
            component={RouterLink}
            to={item.path}
            aria-current={isActive ? 'page' : undefined}
            sx={(theme) => ({
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              px: 4,
              py: 2,
              borderRadius: '6px',
              color: isActive
                ? theme.palette.primary.contrastText
                : 'text.primary',
              transition: 'background-color .2s',
              ...(isActive
                ? {
                    background: activeItemBackground(theme),
                    boxShadow: `0 2px 6px ${alpha(theme.palette.primary.main, 0.48)}`,
                  }
                : { '&:hover': { bgcolor: 'action.hover' } }),
            })}
          >
            <MenuIcon name={item.icon} sx={{ fontSize: 22 }} />
            <Typography
              component="span"
              sx={{ fontSize: '0.9375rem', color: 'inherit' }}
            >
              {item.title}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
