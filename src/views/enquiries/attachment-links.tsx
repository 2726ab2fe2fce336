import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { isImageLink } from '../../registry/enquiry-desk';
import { ImageThumb } from '../../components/fields/image-thumb';
import { safeHref } from '../../components/links/safe-href';

/**
 * What a file link reads as: the last part of its path, decoded. Only
 * given what `safeHref` let through, whose escapes all decode.
 */
function fileNameOf(href: string): string {
  return decodeURIComponent(href.split('/').pop() || href);
}

/**
 * A message's attachments: pictures as thumbnails, other files as links.
 * Each address is rendered as an attribute, never as markup; links open in
 * a new tab without access back to the console. An address that is no
 * safe link (`safeHref`: a stored `javascript:`, a malformed escape) shows
 * as plain text, so one bad row never takes the conversation down.
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
        const href = safeHref(url);
        return (
          <li key={url}>
            {href === null ? (
              <bdi>{url}</bdi>
            ) : (
              <Link href={href} target="_blank" rel="noopener noreferrer">
                {isImageLink(href) ? (
                  <ImageThumb
                    src={href}
                    alt={fileNameOf(href)}
                    height={64}
                    maxWidth={96}
                  />
                ) : (
                  <bdi>{fileNameOf(href)}</bdi>
                )}
              </Link>
            )}
          </li>
        );
      })}
    </Stack>
  );
}
