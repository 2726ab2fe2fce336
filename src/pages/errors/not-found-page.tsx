import SearchOff from '@mui/icons-material/SearchOff';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorPageFrame } from './error-page-frame';

/** /404 and every unknown path. */
export default function NotFoundPage() {
  return (
    <ErrorPageFrame
      code="404"
      title="Page not found"
      icon={SearchOff}
      actions={
        <Button variant="contained" component={RouterLink} to="/">
          Back to home
        </Button>
      }
    >
      <Typography>
        We couldn&apos;t find the page you are looking for. Check the address,
        or head back home.
      </Typography>
    </ErrorPageFrame>
  );
}
