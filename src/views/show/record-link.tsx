import Typography from '@mui/material/Typography';
import { referenceKey } from '../../components/fields/reference-key';
import { ReferenceLinks } from '../../components/fields/reference-links';
import type { FieldTitles } from '../../providers/response-extras';

interface RecordLinkProps {
  /** The referenced resource's API name, as in a reference field's `to`. */
  to: string;
  id: unknown;
  /** The reference field's titles as the record's request answered them (`include=`). */
  titles?: FieldTitles;
}

/**
 * One referenced record in a sentence of a richer screen ("Outlet: Nasi
 * Kandar Pelita, Bangsar"): its title as a link, or a dash when unset.
 */
export function RecordLink({ to, id, titles }: RecordLinkProps) {
  if (referenceKey(id) === undefined) {
    return (
      <Typography component="span" color="text.secondary">
        —
      </Typography>
    );
  }
  return <ReferenceLinks to={to} ids={[id]} titles={titles} dense={false} />;
}
