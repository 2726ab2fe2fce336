import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import type { MenuLinkItem } from '../registry/menu-tree';
import { isLinkActive } from './is-link-active';
import { activeItemBackground } from './active-item-background';
import { MenuIcon } from './menu-icon';
import { env } from '../config/env';
import { NavBadgeCount } from './nav-badge-count';
import { navLinkProps, navLinkTarget } from './nav-link-target';
import { visuallyHidden } from '../components/visually-hidden';
import OpenInNew from '@mui/icons-material/OpenInNew';
import type { MouseEvent } from 'react';

/** The horizontal layout's menu row: Home only. */
export function HorizontalNav({ items }: { items: readonly MenuLinkItem[] }) {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Main navigation"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}
    >
      {items.map((item) => {
        const target = navLinkTarget(item, env.apiBaseUrl);
        const isActive = isLinkActive(
          pathname,
          item,
          items.map((each) => each.path),
        );
        return (
          <ButtonBase
            key={item.key}
            component={target.kind === 'route' ? RouterLink : 'a'}
            {...navLinkProps(target)}
            title={
              target.kind === 'disabled'
                ? `${item.title}: ${target.reason}`
                : undefined
            }
            onClick={(event: MouseEvent) => {
              if (target.kind === 'disabled') event.preventDefault();
            }}
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
            {target.kind === 'new-tab' && (
              <OpenInNew aria-hidden sx={{ fontSize: 16 }} />
            )}
            {target.kind !== 'route' && (
              <Box component="span" sx={visuallyHidden}>
                {target.kind === 'new-tab'
                  ? '(opens in a new tab)'
                  : `(unavailable: ${target.reason})`}
              </Box>
            )}
            {item.badgeContent && (
              <NavBadgeCount badge={item.badgeContent} isCompact={false} />
            )}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
