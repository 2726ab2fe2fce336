import type { ReactNode } from 'react';
import type { FieldSpec } from '../../registry/define-resource';
import type { FieldTitles } from '../../providers/response-extras';
import { sharedClasses } from '../shared-classes';
import { kindDisplays, type KindDisplayProps } from './kind-displays';

interface FieldValueProps {
  field: FieldSpec;
  value: unknown;
  /** Grid cells stay on one line; the show page may wrap and show images larger. */
  dense?: boolean;
  /** For reference fields: the referenced records' titles by id (`include=`). */
  titles?: FieldTitles;
}

/**
 * How one value of a registry field reads, in grids and on show pages alike:
 * a dash for no value, else its kind's display (kind-displays.tsx), so a kind
 * looks the same everywhere.
 */
export function FieldValue({
  field,
  value,
  dense = false,
  titles,
}: FieldValueProps) {
  if (value === null || value === undefined || value === '') {
    return <span className={sharedClasses.empty}>—</span>;
  }
  // The table is keyed by kind, so the kind's display takes this field's spec.
  const Display = kindDisplays[field.kind] as (
    props: KindDisplayProps,
  ) => ReactNode;
  return <Display field={field} value={value} dense={dense} titles={titles} />;
}
