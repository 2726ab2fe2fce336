import { useState } from 'react';
import Box from '@mui/material/Box';
import BrokenImageOutlined from '@mui/icons-material/BrokenImageOutlined';

interface ImageThumbProps {
  src: string;
  alt: string;
  height: number;
  maxWidth: number;
}

/**
 * An image field's picture; one that cannot load (a dead link, a host the
 * network blocks) shows a quiet placeholder instead of the browser's broken
 * icon, with the address on hover.
 */
export function ImageThumb({ src, alt, height, maxWidth }: ImageThumbProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <Box
        role="img"
        aria-label={`${alt} (could not be loaded)`}
        title={src}
        sx={{
          height,
          width: Math.min(maxWidth, height * 1.5),
          display: 'inline-grid',
          placeItems: 'center',
          borderRadius: 1,
          bgcolor: 'action.hover',
          color: 'text.disabled',
          verticalAlign: 'middle',
        }}
      >
        <BrokenImageOutlined fontSize={height > 48 ? 'medium' : 'small'} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      onError={() => setFailedSrc(src)}
      sx={{
        height,
        maxWidth,
        objectFit: 'cover',
        borderRadius: 1,
        verticalAlign: 'middle',
      }}
    />
  );
}
