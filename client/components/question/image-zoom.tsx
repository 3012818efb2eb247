// A question's image enlarged (question-images.tsx): the whole picture in a dialog named by its
// alt text. Loaded when an image is first tapped (lazy-dialog.tsx).
import { Dialog as Primitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import type { QuestionImageView } from '#shared/contract/images.ts';

export function ImageZoom({
  image,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  image: QuestionImageView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the image's button: Escape or Close puts focus back on it */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-40 bg-night/80" />
        <Primitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
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
