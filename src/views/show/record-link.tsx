import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { referenceKey } from '../../components/fields/reference-key';
import { Phrase } from '../../components/fields/phrase';
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

/**
 * "Outlet: Nasi Kandar Pelita" under a richer screen's title: the label and
 * the linked record as one phrase, so a right-to-left page keeps them in order.
 */
export function LabelledRecordLink({
  label,
  ...link
}: RecordLinkProps & { label: string }) {
  return (
    <Typography variant="body2" component="span">
      <Phrase>
        {label}: <RecordLink {...link} />
      </Phrase>
    </Typography>
  );
}

/**
 * A linked record among a record's fields: its label as a caption above it,
 * as the field grid beside it labels its values.
 */
export function CaptionedRecordLink({
  label,
  ...link
}: RecordLinkProps & { label: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box sx={{ mt: 1 }}>
        <RecordLink {...link} />
      </Box>
    </div>
  );
}
