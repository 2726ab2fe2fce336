import Box from '@mui/material/Box';
import type { AnyResource } from '../../../registry/define-resource';
import type { CardFields } from '../../../registry/list-extras';
import type { ReferenceTitles } from '../../../providers/response-extras';
import { RecordCard, RecordCardSkeleton } from './record-card';

interface RecordCardsProps {
  resource: AnyResource;
  resourceKey: string;
  rows: readonly Record<string, unknown>[];
  isLoading: boolean;
  fields: CardFields;
  titles: ReferenceTitles;
  /** Skeleton cards while loading: at most as many as the page holds. */
  skeletons: number;
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
            <RecordCardSkeleton key={i} resource={resource} fields={fields} />
          ))
        : rows.map((row) => (
            <RecordCard
              key={String(row.id)}
              resource={resource}
              resourceKey={resourceKey}
              row={row}
              fields={fields}
              titles={titles}
            />
          ))}
    </Box>
  );
}
