import Box from '@mui/material/Box';
import type { GridRowId } from '@mui/x-data-grid';
import type { AnyResource } from '../../../registry/define-resource';
import type { CardFields } from '../../../registry/list-extras';
import type { ReferenceTitles } from '../../../providers/response-extras';
import { RecordCard, RecordCardSkeleton } from './record-card';
import { rowIdOf } from './row-selection';

interface RecordCardsProps {
  resource: AnyResource;
  resourceKey: string;
  rows: readonly Record<string, unknown>[];
  isLoading: boolean;
  fields: CardFields;
  titles: ReferenceTitles;
  /** Skeleton cards while loading: at most as many as the page holds. */
  skeletons: number;
  /** The chosen rows and how to choose one; absent where the list has no bulk actions. */
  selection?: {
    isSelected: (id: GridRowId) => boolean;
    onChange: (id: GridRowId, isSelected: boolean) => void;
  };
}

/** Records as a list of cards, or skeleton cards of their shape while they load. */
export function RecordCards({
  resource,
  resourceKey,
  rows,
  isLoading,
  fields,
  titles,
  skeletons,
  selection,
}: RecordCardsProps) {
  return (
    <Box
      component="ul"
      aria-label={resource.label.many}
      aria-busy={isLoading}
      sx={{ listStyle: 'none', m: 0, px: 4, pb: 4, display: 'grid', gap: 3 }}
    >
      {isLoading
        ? Array.from({ length: skeletons }, (_, i) => (
            <RecordCardSkeleton
              key={i}
              resource={resource}
              fields={fields}
              hasCheckbox={Boolean(selection)}
            />
          ))
        : rows.map((row) => {
            const id = rowIdOf(row);
            return (
              <RecordCard
                key={String(id)}
                resource={resource}
                resourceKey={resourceKey}
                row={row}
                fields={fields}
                titles={titles}
                selection={
                  selection && {
                    isSelected: selection.isSelected(id),
                    onChange: (isSelected) =>
                      selection.onChange(id, isSelected),
                  }
                }
              />
            );
          })}
    </Box>
  );
}
