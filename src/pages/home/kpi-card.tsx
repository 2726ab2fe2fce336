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
import { LtrValue } from '../../components/fields/ltr-value';

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

/**
 * One headline number of the dashboard, with its icon and, optionally, a link.
 * The icon sits beside the title, so the figure has the card's full width:
 * at no width can a long amount run into the icon. The figure's size follows
 * the card's width (down to 18 px) and captions wrap rather than being cut.
 */
export function KpiCard({
  label,
  value,
  caption,
  icon: Icon,
  tone,
  to,
}: KpiCardProps) {
  const body: ReactNode = (
    <CardContent
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        height: '100%',
        // The figure's font is sized in units of this box's width (cqi).
        containerType: 'inline-size',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 3 }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 40,
            height: 40,
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
        <Typography variant="body1" color="text.secondary" sx={{ minWidth: 0 }}>
          {label}
        </Typography>
      </Box>
      <Typography
        variant="h4"
        component="p"
        sx={{
          fontVariantNumeric: 'tabular-nums',
          // "RM 1,203.10" is about 6.5 em wide: 13cqi keeps it on one line in
          // the narrowest four-across card (1200 px) and caps at h4's 24 px.
          fontSize: 'clamp(1.125rem, 13cqi, 1.5rem)',
          overflowWrap: 'anywhere',
        }}
      >
        {value === undefined ? (
          <Skeleton width="70%" />
        ) : (
          <LtrValue>{value}</LtrValue>
        )}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {caption}
      </Typography>
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
