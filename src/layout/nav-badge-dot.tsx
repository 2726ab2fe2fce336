import Box from '@mui/material/Box';
import type { MenuLinkItem } from '../registry/menu-tree';
import { usePendingPayout } from '../session/use-pending-payout';

const labels: Record<NonNullable<MenuLinkItem['badge']>, string> = {
  pendingPayout: 'Pending payout request',
};

/** The red dot of a menu item that needs attention, such as a pending payout request. */
export function NavBadgeDot({
  badge,
  isCompact,
}: {
  badge: NonNullable<MenuLinkItem['badge']>;
  isCompact: boolean;
}) {
  const hasPendingPayout = usePendingPayout();
  if (badge === 'pendingPayout' && !hasPendingPayout) return null;
  return (
    <Box
      role="status"
      aria-label={labels[badge]}
      sx={(theme) => ({
        width: 8,
        height: 8,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor: 'error.main',
        boxShadow: `0 0 0 2px ${theme.palette.background.paper}`,
        ...(isCompact && {
          position: 'absolute',
          top: 8,
          insetInlineStart: 30,
        }),
      })}
    />
  );
}
