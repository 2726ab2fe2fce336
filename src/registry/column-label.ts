import type { FieldSpec } from './define-resource';
import { marketplaceZoneLabel } from './marketplace-clock';

/**
 * A grid column's header: a time column names the marketplace's zone once
 * ("Placed (MYT)") so that its cells can show the wall clock alone and fit.
 */
export function columnLabel(field: FieldSpec): string {
  return field.kind === 'datetime'
    ? `${field.label} (${marketplaceZoneLabel()})`
    : field.label;
}
