import LinearProgress from '@mui/material/LinearProgress';

/**
 * The thin bar across the top of the window while a page's code loads. It is
 * the fallback of the content's Suspense boundary, so it shows exactly while a
 * lazy route is pending and the rest of the shell stays in place.
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
