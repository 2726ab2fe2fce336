import LockOutlined from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useLogout } from '@refinedev/core';
import { Link as RouterLink } from 'react-router';
import { useAppStore } from '../../state/app-store';
import { ErrorPageFrame } from './error-page-frame';

/**
 * What a user sees where their role gives them no access: the
 * /access-denied page, and inside the shell on a page the ability forbids.
 */
export default function AccessDeniedPage({
  isEmbedded = false,
}: {
  isEmbedded?: boolean;
}) {
  const hasToken = useAppStore((s) => s.session.hasToken);
  const { mutate: logout } = useLogout();
  return (
    <ErrorPageFrame
      code="403"
      title="You are not authorized"
      icon={LockOutlined}
      isEmbedded={isEmbedded}
      actions={
        <>
          <Button variant="contained" component={RouterLink} to="/">
            Back to home
          </Button>
          {hasToken && (
            <Button variant="outlined" onClick={() => logout()}>
              Sign in as someone else
            </Button>
          )}
        </>
      }
    >
      <Typography>
        Your account does not have permission to view this page. Ask an
        administrator if you need access.
      </Typography>
    </ErrorPageFrame>
  );
}
