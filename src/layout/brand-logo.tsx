import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { env } from '../config/env';

interface BrandLogoProps {
  /** Only the mark, for the collapsed sidebar. */
  isCompact?: boolean;
}

/** The logo and product name, linking home. */
export function BrandLogo({ isCompact = false }: BrandLogoProps) {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label={`${env.productName} home`}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 3,
        minWidth: 0,
        textDecoration: 'none',
        color: 'text.primary',
      }}
    >
      <Box
        component="img"
        src="/logo.svg"
        alt=""
        sx={{ width: 34, height: 34, flexShrink: 0 }}
      />
      <Typography
        component="span"
        variant="h5"
        noWrap
        sx={{
          fontWeight: 700,
          letterSpacing: '-0.2px',
          opacity: isCompact ? 0 : 1,
          transition: 'opacity .25s ease-in-out',
        }}
      >
        {env.productName}
      </Typography>
    </Box>
  );
}
