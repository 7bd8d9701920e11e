import { useState } from 'react';

interface FallbackImageProps {
  src: string | null | undefined;
  /** A bundled image shown when `src` is missing or fails to load. */
  fallback: string;
  alt: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}

/** An image that falls back to a bundled one instead of showing a broken icon. */
export function FallbackImage({ src, fallback, alt, className, loading = 'lazy' }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : fallback;
  return (
    <img
      className={className}
      src={usable}
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => usable !== fallback && setFailedSrc(usable)}
    />
  );
}
