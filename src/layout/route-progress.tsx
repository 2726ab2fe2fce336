import LinearProgress from '@mui/material/LinearProgress';

/**
 * The thin bar across the top of the window during a route change (see
 * RouteChangeProgress); the rest of the shell stays in place under it.
 */
export function RouteProgress() {
  return (
    <LinearProgress
      aria-label="Loading page"
      sx={{
        position: 'fixed',
        top: 0,
        insetInlineStart: 0,
        width: '100%',
        height: 3,
        borderRadius: 0,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    />
  );
}
