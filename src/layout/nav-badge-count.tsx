import Box from '@mui/material/Box';
import { humanizeEnum } from '../registry/humanize-enum';
import type { MenuLinkItem } from '../registry/menu-tree';
import { useMenuCount } from '../session/use-menu-count';
import { useAppStore } from '../state/app-store';

const countFormat = new Intl.NumberFormat('en-MY');

/**
 * The count beside a menu item's title (its `badgeContent`): "3",
 * read as "3 pending"; nothing at 0 or while unknown. Collapsed, the sidebar
 * has no room for it, and the item's tooltip names the page only.
 */
export function NavBadgeCount(props: {
  badge: NonNullable<MenuLinkItem['badgeContent']>;
  isCompact: boolean;
}) {
  const isFinanceDesk = useAppStore(
    (s) => s.authorization.hasFinanceRole || s.authorization.hasReviewerRole,
  );
  // Not counted at all, rather than counted and hidden: no request for it.
  if (props.badge.financeDesk && !isFinanceDesk) return null;
  return <MenuCount {...props} />;
}

function MenuCount({
  badge,
  isCompact,
}: {
  badge: NonNullable<MenuLinkItem['badgeContent']>;
  isCompact: boolean;
}) {
  const count = useMenuCount(badge);
  if (!count || isCompact) return null;
  return (
    <Box
      component="span"
      aria-label={`${countFormat.format(count)} ${humanizeEnum(badge.value).toLowerCase()}`}
      sx={{
        flexShrink: 0,
        minWidth: 22,
        height: 20,
        px: 1.5,
        borderRadius: 10,
        display: 'inline-grid',
        placeItems: 'center',
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: 1,
        bgcolor: 'error.main',
        color: 'error.contrastText',
      }}
    >
      <bdi dir="ltr" aria-hidden>
        {countFormat.format(count)}
      </bdi>
    </Box>
  );
}
