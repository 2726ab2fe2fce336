import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PersonOutline from '@mui/icons-material/PersonOutline';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid2';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useGetIdentity } from '@refinedev/core';
import type { ReactNode } from 'react';
import { humanizeEnum } from '../../components/fields/format';
import { humanizeUserType, type ShellIdentity } from '../../session/identity';
import { useDocumentTitle } from '../../layout/use-document-title';
import { UserAvatar } from '../../layout/user-avatar';

function Detail({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof SvgIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, py: 2 }}>
      <Icon fontSize="small" sx={{ color: 'text.secondary' }} />
      <Typography component="dt" sx={{ fontWeight: 500, minWidth: 96 }}>
        {label}
      </Typography>
      <Typography
        component="dd"
        color="text.secondary"
        sx={{ m: 0, minWidth: 0, wordBreak: 'break-word' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/** /admin/users/profile: the signed-in user as the API knows them. */
export default function ProfilePage() {
  useDocumentTitle('Profile');
  const { data: identity, isLoading } = useGetIdentity<ShellIdentity>();
  const roles = identity?.userRoles?.map((r) => r.role.name) ?? [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
      <Typography variant="h4" component="h1">
        Profile
      </Typography>
      <Card sx={{ overflow: 'hidden' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            height: 120,
            background: `linear-gradient(120deg, ${alpha(theme.palette.primary.light, 0.9)}, ${theme.palette.primary.dark})`,
          })}
        />
        <CardContent
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { xs: 'center', sm: 'flex-end' },
            gap: 5,
            mt: -14,
          }}
        >
          <UserAvatar
            name={identity?.name}
            imageUrl={identity?.imageUrl}
            size={112}
            sx={(theme) => ({
              border: `4px solid ${theme.palette.background.paper}`,
              boxShadow: theme.shadows[4],
            })}
          />
          <Box
            sx={{ flex: 1, textAlign: { xs: 'center', sm: 'start' }, pb: 1 }}
          >
            <Typography variant="h4" component="p">
              {isLoading ? <Skeleton width={220} /> : identity?.name}
            </Typography>
            <Typography color="text.secondary">
              {humanizeUserType(identity?.userType)}
            </Typography>
          </Box>
        </CardContent>
      </Card>
      <Grid container spacing={6}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader
              title="About"
              titleTypographyProps={{ variant: 'h5' }}
            />
            <CardContent component="dl" sx={{ m: 0 }}>
              <Detail icon={PersonOutline} label="Name">
                {identity?.name ?? '—'}
              </Detail>
              <Detail icon={EmailOutlined} label="Email">
                {identity?.email ?? '—'}
              </Detail>
              <Detail icon={BadgeOutlined} label="User type">
                {humanizeUserType(identity?.userType) || '—'}
              </Detail>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader
              title="Roles"
              titleTypographyProps={{ variant: 'h5' }}
            />
            <CardContent>
              {roles.length === 0 ? (
                <Typography color="text.secondary">
                  No roles assigned.
                </Typography>
              ) : (
                <Box
                  component="ul"
                  sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 2,
                    m: 0,
                    p: 0,
                    listStyle: 'none',
                  }}
                >
                  {roles.map((role) => (
                    <li key={role}>
                      <Chip
                        icon={<VerifiedUserOutlined />}
                        label={humanizeEnum(role)}
                        color="primary"
                        variant="outlined"
                      />
                    </li>
                  ))}
                </Box>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
