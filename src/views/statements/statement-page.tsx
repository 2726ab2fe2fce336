import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Print from '@mui/icons-material/Print';
import { FieldValue } from '../../components/fields/field-value';
import { FileDownloadButton } from '../../components/actions/file-download-button';
import { adminApi } from '../../providers/admin-api';
import { useAdminQuery } from '../../providers/use-admin-call';
import { apiResourceName } from '../../registry/resource-key';
import { pagePaths } from '../../registry/paths';
import { RecordLoadError } from '../generic/record-load-error';
import { ShowHeader } from '../show/show-header';
import { useResourceEntry } from '../use-resource-entry';
import { StatementDocument } from './statement-document';
import { printedClass, StatementPrintStyles } from './statement-print-styles';

/**
 * A settlement as its merchant's statement (Finance › Merchant Statements):
 * the document, a Print button (the browser's print, which shows the
 * document alone on A4) and Download PDF (the API's own PDF of it).
 */
export default function StatementPage({
  resourceKey,
}: {
  resourceKey: string;
}) {
  const resource = useResourceEntry(resourceKey);
  const { id = '' } = useParams();
  const { query, answer } = useAdminQuery(adminApi.statement(resource, id), {
    errorNotification: false,
  });
  const statement = answer?.data;

  if (query.isError) {
    return (
      <RecordLoadError label={resource.label.one} id={id} error={query.error} />
    );
  }

  const code = statement?.settlement.code ?? `#${id}`;
  const statusField = resource.stateField
    ? resource.fields[resource.stateField]
    : undefined;

  return (
    <Stack spacing={6}>
      <StatementPrintStyles />
      <Box sx={{ displayPrint: 'none' }}>
        <ShowHeader
          listKey={resourceKey}
          listLabel={resource.label.many}
          headingPrefix="Statement"
          recordTitle={code}
          isLoading={query.isLoading}
          skeleton={{ subtitleItems: 0, actions: true }}
          badges={
            statement && statusField ? (
              <FieldValue
                field={statusField}
                value={statement.settlement.resolvedStatus}
              />
            ) : null
          }
          actions={
            statement ? (
              <>
                <Button
                  variant="outlined"
                  startIcon={<OpenInNew />}
                  component={RouterLink}
                  to={pagePaths.show(
                    apiResourceName(resource),
                    statement.settlement.id,
                  )}
                >
                  Settlement
                </Button>
                <Button
                  variant="outlined"
                  startIcon={<Print />}
                  onClick={() => window.print()}
                >
                  Print
                </Button>
                <FileDownloadButton
                  call={adminApi.statementPdf(
                    resource,
                    id,
                    `statement-${code}.pdf`,
                  )}
                  icon={<Download />}
                >
                  Download PDF
                </FileDownloadButton>
              </>
            ) : null
          }
        />
      </Box>
      <Card className={printedClass}>
        <CardContent sx={{ p: { xs: 4, sm: 6 } }}>
          {statement ? (
            <StatementDocument statement={statement} />
          ) : (
            <Stack spacing={3} aria-hidden>
              <Skeleton width="40%" height={32} />
              <Skeleton variant="rounded" height={120} />
              <Skeleton variant="rounded" height={240} />
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
