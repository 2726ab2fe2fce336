import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** The full-screen wait while the app or a page loads: the logo and a spinner. */
export function LoadingScreen() {
  return (
    <Box
      role="status"
      aria-label="Loading"
      sx={{
        flex: 1,
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 6,
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="img"
        src="/logo.svg"
        alt=""
        sx={{ width: 56, height: 56 }}
      />
      <CircularProgress size={28} thickness={4.5} />
    </Box>
  );
}
