import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import { useRegistry } from '../../providers/registry-context';
import { pagePaths } from '../../registry/paths';
import { statementPageOf } from './statement-entry';

/** "Statement": from a settlement to its merchant statement, when it has one (not when rejected). */
export function StatementLink({
  apiName,
  id,
  state,
}: {
  apiName: string;
  id: string;
  /** The record's state: a view of statements may leave some states out. */
  state: unknown;
}) {
  const key = statementPageOf(apiName, state, useRegistry().resources);
  if (!key) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<ReceiptLong />}
      component={RouterLink}
      to={pagePaths.show(key, id)}
    >
      Statement
    </Button>
  );
}
