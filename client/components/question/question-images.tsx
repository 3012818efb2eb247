// A question's images under its stem (ADR 040): sized from the start (width and height from the
// server, so nothing shifts as they load), loaded lazily, and enlarged on tap in a dialog that
// shows the whole picture, named by its alt text (Escape or Close returns focus to the image).
// The dialog's code loads when the images are drawn, after the page's first paint (ADR 061).
import { lazy, useEffect, useRef, useState } from 'react';
import type { QuestionImageView } from '#shared/contract/images.ts';
import { OnceOpened } from '#client/components/ui/lazy-dialog.tsx';
import { cn } from '#client/lib/cn.ts';

const loadImageZoom = () => import('./image-zoom.tsx');
const ImageZoom = lazy(() => loadImageZoom().then((m) => ({ default: m.ImageZoom })));

export function QuestionImages({
  images,
  size = 'md',
}: {
  images: QuestionImageView[] | undefined;
  size?: 'md' | 'sm';
}) {
  const shown = Boolean(images && images.length > 0);
  useEffect(() => {
    if (shown) void loadImageZoom().catch(() => {}); // a failed load is tried again on the tap
  }, [shown]);
  if (!images || images.length === 0) return null;
  return (
    <div className={cn('grid gap-2', images.length > 1 && 'sm:grid-cols-2')}>
      {images.map((image) => (
        <ZoomableImage key={image.url} image={image} size={size} />
      ))}
    </div>
  );
}

/** One image and its own dialog. */
function ZoomableImage({ image, size }: { image: QuestionImageView; size: 'md' | 'sm' }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={`Enlarge image: ${image.alt}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="overflow-hidden rounded-xl border border-line bg-comb/40 focus-visible:outline-2 focus-visible:outline-honey-700"
      >
        <img
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
          decoding="async"
          className={cn(
            'mx-auto h-auto w-auto max-w-full object-contain',
            size === 'md' ? 'max-h-80' : 'max-h-56',
          )}
        />
      </button>
      <OnceOpened open={open}>
        <ImageZoom image={image} open={open} onOpenChange={setOpen} returnFocusTo={button} />
      </OnceOpened>
    </>
  );
}
