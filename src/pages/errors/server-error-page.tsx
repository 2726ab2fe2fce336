import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ErrorPageFrame } from './error-page-frame';

/** /500: something broke on our side. */
export default function ServerErrorPage() {
  return (
    <ErrorPageFrame
      code="500"
      title="Internal server error"
      icon={ErrorOutline}
      actions={
        <>
          <Button variant="contained" component={RouterLink} to="/">
            Back to home
          </Button>
          <Button variant="outlined" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </>
      }
    >
      <Typography>
        Something went wrong on our side. It has been logged; please try again
        in a moment.
      </Typography>
    </ErrorPageFrame>
  );
}
