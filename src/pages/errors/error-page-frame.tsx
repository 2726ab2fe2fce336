import Box from '@mui/material/Box';
import type SvgIcon from '@mui/material/SvgIcon';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../layout/use-document-title';

interface ErrorPageFrameProps {
  /** The big number or word above the title ("404"). */
  code: string;
  title: string;
  children?: ReactNode;
  icon: typeof SvgIcon;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** Inside the shell's content area rather than the whole window. */
  isEmbedded?: boolean;
}

/** The shared look of the error, maintenance, offline and access-denied pages. */
export function ErrorPageFrame({
  code,
  title,
  children,
  icon: Icon,
  actions,
  isEmbedded = false,
}: ErrorPageFrameProps) {
  useDocumentTitle(title);
  return (
    <Box
      component={isEmbedded ? 'section' : 'main'}
      sx={{
        flex: 1,
        minHeight: isEmbedded ? '60vh' : '100vh',
        borderRadius: isEmbedded ? 1 : 0,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 6,
        bgcolor: 'background.default',
        backgroundImage: (theme) =>
          `radial-gradient(circle at 50% 0%, ${alpha(theme.palette.primary.main, 0.12)} 0%, transparent 55%)`,
      }}
    >
      <Box sx={{ maxWidth: 520, textAlign: 'center' }}>
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 112,
            height: 112,
            mx: 'auto',
            mb: 6,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: alpha(theme.palette.primary.main, 0.12),
            boxShadow: `0 0 0 12px ${alpha(theme.palette.primary.main, 0.06)}`,
          })}
        >
          <Icon sx={{ fontSize: 56 }} />
        </Box>
        <Typography
          component="p"
          sx={(theme) => ({
            fontSize: { xs: '4rem', sm: '5.5rem' },
            fontWeight: 700,
            lineHeight: 1,
            letterSpacing: '-2px',
            mb: 3,
            background: `linear-gradient(120deg, ${theme.palette.primary.light}, ${theme.palette.primary.dark})`,
            WebkitBackgroundClip: 'text',
            backgroundClip: 'text',
            color: 'transparent',
          })}
        >
          {code}
        </Typography>
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Box sx={{ color: 'text.secondary', mb: 8 }}>{children}</Box>
        {actions && (
          <Box
            sx={{
              display: 'flex',
              gap: 3,
              justifyContent: 'center',
              flexWrap: 'wrap',
            }}
          >
            {actions}
          </Box>
        )}
      </Box>
    </Box>
  );
}
