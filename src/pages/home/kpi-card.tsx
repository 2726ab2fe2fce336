import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import type SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Tone = 'primary' | 'success' | 'info' | 'warning' | 'error' | 'secondary';

interface KpiCardProps {
  label: string;
  /** Undefined while loading. */
  value: string | undefined;
  caption: string;
  icon: typeof SvgIcon;
  tone: Tone;
  /** Where the card leads, when it has a list behind it. */
  to?: string;
}

/** One headline number of the dashboard, with its icon and, optionally, a link. */
export function KpiCard({
  label,
  value,
  caption,
  icon: Icon,
  tone,
  to,
}: KpiCardProps) {
  const body: ReactNode = (
    <CardContent sx={{ display: 'flex', alignItems: 'flex-start', gap: 4 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body1" color="text.secondary" noWrap>
          {label}
        </Typography>
        <Typography
          variant="h4"
          component="p"
          sx={{ my: 1, fontVariantNumeric: 'tabular-nums' }}
        >
          {value ?? <Skeleton width="70%" />}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {caption}
        </Typography>
      </Box>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 46,
          height: 46,
          borderRadius: '8px',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
          color: `${tone}.main`,
          bgcolor: alpha(theme.palette[tone].main, 0.16),
        })}
      >
        <Icon />
      </Box>
    </CardContent>
  );
  return (
    <Card sx={{ height: '100%' }} aria-label={label}>
      {to ? (
        <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
