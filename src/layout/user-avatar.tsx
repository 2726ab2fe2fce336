import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { safeHref } from '../components/links/safe-href';

/** The picture of a user who has none. */
export const defaultAvatarUrl = '/default-avatar.svg';

interface UserAvatarProps {
  name?: string;
  imageUrl?: string | null;
  size: number;
  sx?: SxProps<Theme>;
}

/**
 * A user's avatar, or the default one when they have no image, theirs is
 * no safe address (`safeHref`), or it fails to load (MUI's Avatar renders
 * its children then, not a letter).
 */
export function UserAvatar({ name, imageUrl, size, sx }: UserAvatarProps) {
  return (
    <Avatar
      src={safeHref(imageUrl) ?? defaultAvatarUrl}
      alt={name ?? 'User'}
      style={{ width: size, height: size }}
      sx={sx}
    >
      <Box
        component="img"
        src={defaultAvatarUrl}
        alt={name ?? 'User'}
        sx={{ width: '100%', height: '100%' }}
      />
    </Avatar>
  );
}
