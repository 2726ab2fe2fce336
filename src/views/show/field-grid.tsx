import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid2';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { FieldValue } from '../../components/fields/field-value';
import { fieldOf } from '../generic/resource-columns';
import type { AnyResource } from '../../registry/define-resource';
import { kindOf } from '../../registry/field-kinds/kind-table';
import type { ReferenceTitles } from '../../providers/response-extras';

interface FieldGridProps {
  resource: AnyResource;
  record: Record<string, unknown> | undefined;
  names: readonly string[];
  isLoading?: boolean;
  /** Columns per row from the md breakpoint; narrow side cards use 1 or 2. */
  columns?: 1 | 2 | 3;
  /** Titles of the record's references, as its request answered them (`include=`). */
  titles?: ReferenceTitles;
}

/** Labelled values of some of a record's fields, each rendered by the shared FieldValue. */
export function FieldGrid({
  resource,
  record,
  names,
  isLoading = false,
  columns = 3,
  titles = {},
}: FieldGridProps) {
  return (
    <Grid container spacing={5}>
      {names.map((name) => {
        const field = fieldOf(resource, name);
        if (!field) return null;
        const isWide = kindOf(field).wide;
        return (
          <Grid
            key={name}
            size={{
              xs: 12,
              sm: isWide ? 12 : 6,
              md: isWide ? 12 : 12 / columns,
            }}
          >
            <Typography
              variant="caption"
              color="text.secondary"
              component="div"
            >
              {field.label}
            </Typography>
            <Box sx={{ mt: 1, wordBreak: 'break-word' }}>
              {isLoading ? (
                <Skeleton width="60%" />
              ) : (
                <FieldValue
                  field={field}
                  value={record?.[name]}
                  titles={titles[name]}
                />
              )}
            </Box>
          </Grid>
        );
      })}
    </Grid>
  );
}
