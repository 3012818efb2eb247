// A question's images under its stem (ADR 040): sized from the start (width and height from the
// server, so nothing shifts as they load), loaded lazily, and enlarged on tap in a dialog that
// shows the whole picture, named by its alt text (Escape or Close returns focus to the image).
import { Dialog as Primitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { QuestionImageView } from '#shared/contract/images.ts';
import { cn } from '#client/lib/cn.ts';

export function QuestionImages({
  images,
  size = 'md',
}: {
  images: QuestionImageView[] | undefined;
  size?: 'md' | 'sm';
}) {
  if (!images || images.length === 0) return null;
  return (
    <div className={cn('grid gap-2', images.length > 1 && 'sm:grid-cols-2')}>
      {images.map((image) => (
        <ZoomableImage key={image.url} image={image} size={size} />
      ))}
    </div>
  );
}

/** One image and its own dialog: Radix returns focus to the trigger it was opened from. */
function ZoomableImage({ image, size }: { image: QuestionImageView; size: 'md' | 'sm' }) {
  return (
    <Primitive.Root>
      <Primitive.Trigger
        aria-label={`Enlarge image: ${image.alt}`}
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
      </Primitive.Trigger>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-40 bg-night/80" />
        <Primitive.Content
          aria-describedby={undefined}
          className="fixed inset-2 z-50 flex flex-col gap-2 rounded-2xl bg-white p-3 shadow-xl sm:inset-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Primitive.Title className="text-sm font-semibold">{image.alt}</Primitive.Title>
            <Primitive.Close
              className="-m-1 rounded-full p-2 text-muted hover:bg-honey-100"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden />
            </Primitive.Close>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center overflow-auto">
            <img
              src={image.url}
              alt={image.alt}
              width={image.width}
              height={image.height}
              className="h-auto max-h-full w-auto max-w-full object-contain"
            />
          </div>
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  );
}
