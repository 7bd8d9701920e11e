interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: with both set the browser reserves the box before the file arrives. */
  width: number;
  height: number;
  /** Resized variants (`url 320w, url 640w`); empty or absent when there are none. */
  srcSet?: string | null;
  /** The rendered width at each viewport size, so the browser picks the right variant. */
  sizes?: string;
  /** `eager` for images visible on arrival (first row), `lazy` for the rest. */
  loading?: 'lazy' | 'eager';
  className?: string;
}

/** An image that never shifts the layout and downloads only the size it is shown at. */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  srcSet,
  sizes,
  loading = 'lazy',
  className,
}: ResponsiveImageProps) {
  const hasVariants = Boolean(srcSet);
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      srcSet={hasVariants ? (srcSet ?? undefined) : undefined}
      sizes={hasVariants ? sizes : undefined}
      loading={loading}
      decoding="async"
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      className={className}
      style={{ height: 'auto' }}
    />
  );
}
