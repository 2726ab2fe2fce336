import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useGetIdentity, useLogout } from '@refinedev/core';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { humanizeUserType, type ShellIdentity } from '../session/identity';
import { UserAvatar } from './user-avatar';
import { pagePaths } from '../registry/paths';

function OnlineDot({ children }: { children: ReactNode }) {
  return (
    <Badge
      overlap="circular"
      variant="dot"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      sx={{
        '& .MuiBadge-badge': {
          bgcolor: 'success.main',
          boxShadow: (theme) => `0 0 0 2px ${theme.palette.background.paper}`,
        },
      }}
    >
      {children}
    </Badge>
  );
}

/**
 * The avatar in the app bar and its menu: who is signed in, Profile, Logout.
 * The menu mounts on first use and stays for its closing transition: it
 * holds a navigation and the logout mutation, which re-render on every
 * page change, and a closed Menu still renders its popover.
 */
export function UserDropdown() {
  const { data: identity } = useGetIdentity<ShellIdentity>();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [wasOpened, setWasOpened] = useState(false);
  const menuId = useId();

  return (
    <>
      <ButtonBase
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
          setWasOpened(true);
        }}
        sx={{ borderRadius: '50%', ml: 2 }}
      >
        <OnlineDot>
          <UserAvatar
            name={identity?.name}
            imageUrl={identity?.imageUrl}
            size={38}
          />
        </OnlineDot>
      </ButtonBase>
      {wasOpened && (
        <UserMenu
          id={menuId}
          anchor={anchor}
          identity={identity}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}

function UserMenu({
  id,
  anchor,
  identity,
  onClose: close,
}: {
  id: string;
  anchor: HTMLElement | null;
  identity: ShellIdentity | undefined;
  onClose: () => void;
}) {
  const { mutate: logout } = useLogout();
  const navigate = useNavigate();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, px: 3, py: 2 }}>
        <OnlineDot>
          <UserAvatar
            name={identity?.name}
            imageUrl={identity?.imageUrl}
            size={40}
          />
        </OnlineDot>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" noWrap>
            {identity?.name ?? ''}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {humanizeUserType(identity?.userType)}
          </Typography>
        </Box>
      </Box>
      <Divider sx={{ my: 2 }} />
      <MenuItem
        onClick={() => {
          close();
          void navigate(pagePaths.profile);
        }}
      >
        <ListItemIcon>
          <PersonOutline fontSize="small" />
        </ListItemIcon>
        Profile
      </MenuItem>
      <Divider sx={{ my: 2 }} />
      <MenuItem
        onClick={() => {
          close();
          logout();
        }}
        sx={{ color: 'error.main' }}
      >
        <ListItemIcon sx={{ color: 'inherit' }}>
          <LogoutOutlined fontSize="small" />
        </ListItemIcon>
        Logout
      </MenuItem>
    </Menu>
  );
}
