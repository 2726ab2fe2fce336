import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { isImageLink } from '../../registry/enquiry-desk';
import { ImageThumb } from '../../components/fields/image-thumb';

/**
 * A message's attachments: pictures as thumbnails, other files as links.
 * Only http(s) links are stored (the API checks), and each is rendered as
 * an attribute, never as markup; links open in a new tab without access
 * back to the console.
 */
export function AttachmentLinks({ urls }: { urls: readonly string[] }) {
  if (urls.length === 0) return null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      flexWrap="wrap"
      component="ul"
      aria-label="Attachments"
      sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
    >
      {urls.map((url) => {
        const name = decodeURIComponent(url.split('/').pop() || url);
        return (
          <li key={url}>
            <Link href={url} target="_blank" rel="noopener noreferrer">
              {isImageLink(url) ? (
                <ImageThumb src={url} alt={name} height={64} maxWidth={96} />
              ) : (
                <bdi>{name}</bdi>
              )}
            </Link>
          </li>
        );
      })}
    </Stack>
  );
}
