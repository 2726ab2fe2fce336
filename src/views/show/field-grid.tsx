import Skeleton from '@mui/material/Skeleton';
import { FieldValue } from '../../components/fields/field-value';
import { sharedClasses } from '../../components/shared-classes';
import { fieldOf } from '../../registry/list-columns';
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

/**
 * Labelled values of some of a record's fields, each rendered by the shared
 * FieldValue. Plain elements with shared classes lay them out, where a MUI
 * Grid, Typography and Box per field made three styled components each on
 * every show page's render.
 */
export function FieldGrid({
  resource,
  record,
  names,
  isLoading = false,
  columns = 3,
  titles = {},
}: FieldGridProps) {
  return (
    <div className={sharedClasses.fieldGrid} data-columns={columns}>
      {names.map((name) => {
        const field = fieldOf(resource, name);
        if (!field) return null;
        return (
          <div
            key={name}
            className={kindOf(field).wide ? sharedClasses.fieldWide : undefined}
          >
            <div className={sharedClasses.fieldLabel}>{field.label}</div>
            <div className={sharedClasses.fieldValue}>
              {isLoading ? (
                <Skeleton width="60%" />
              ) : (
                <FieldValue
                  field={field}
                  value={record?.[name]}
                  titles={titles[name]}
                />
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
