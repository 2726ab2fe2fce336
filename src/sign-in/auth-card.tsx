import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { env } from '../config/env';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The centred card every sign-in screen shares: logo, product name, title. */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 4,
        bgcolor: 'background.default',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent sx={{ p: { xs: 6, sm: 10 } }}>
          <Stack direction="row" alignItems="center" spacing={3} sx={{ mb: 6 }}>
            <Box
              component="img"
              src="/logo.svg"
              alt=""
              sx={{ width: 40, height: 40 }}
            />
            <Typography variant="h5" component="p" fontWeight={700}>
              {env.productName}
            </Typography>
          </Stack>
          <Typography
            variant="h5"
            component="h1"
            fontWeight={600}
            sx={{ mb: 1.5 }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 6 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
