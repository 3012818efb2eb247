// Write Question's images (ADR 040): "Add image" uploads a picture at once (the server re-encodes
// and stores it), then the form keeps its hash with the alt text the author must write. Up to two;
// each can be removed. The 5 MB limit is checked here before anything is sent.
import { useRef, useState, type ChangeEvent } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import {
  imageMessages,
  imageUrl,
  maxImageBytes,
  maxQuestionImages,
} from '#shared/contract/image-rules.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { Field } from '#client/components/ui/input.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { useUploadImage } from '../api/upload-image.ts';
import type { DraftImage } from '../draft.ts';
import { clearOfBars } from './form-fields.tsx';

const altLabel = 'Describe the image for trainees who cannot see it';

/** The server's words when they say what to do; a plain failure otherwise. */
function uploadFailure(error: unknown): string {
  if (
    error instanceof ApiError &&
    [
      'VALIDATION_FAILED',
      'PAYLOAD_TOO_LARGE',
      'RATE_LIMITED',
      'UNAUTHENTICATED',
      // too many pictures being processed at once: "try again in a few seconds"
      'UNAVAILABLE',
    ].includes(error.code)
  ) {
    return error.message;
  }
  return 'Failed to upload the image. Please try again.';
}

export function ImageFields({
  images,
  onChange,
}: {
  images: DraftImage[];
  onChange: (images: DraftImage[]) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);
  const full = images.length >= maxQuestionImages;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > maxImageBytes) return setProblem(imageMessages.tooLarge);
    setProblem(null);
    upload.mutate(file, {
      onSuccess: ({ hash, width, height }) => {
        if (images.some((image) => image.hash === hash)) return setProblem(imageMessages.duplicate);
        onChange([...images, { hash, url: imageUrl(hash), width, height, alt: '' }]);
      },
      onError: (error) => setProblem(uploadFailure(error)),
    });
  };

  const setAlt = (index: number, alt: string) =>
    onChange(images.map((image, i) => (i === index ? { ...image, alt } : image)));

  return (
    <Card className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-bold">Images</h2>
        <p className="text-sm text-muted">
          Optional: up to {maxQuestionImages}, such as an ECG, a skin photo or an X-ray. JPEG, PNG,
          WebP or similar, less than 5MB.
        </p>
      </div>

      {images.map((image, index) => (
        <div
          key={image.hash}
          className="flex flex-col gap-3 rounded-2xl border border-line p-3 sm:flex-row"
        >
          <img
            src={image.url}
            alt=""
            width={image.width}
            height={image.height}
            className="h-auto max-h-40 w-auto max-w-full self-start rounded-lg object-contain sm:max-w-40"
          />
          <div className="flex flex-1 flex-col gap-2" data-field={`images.${index}.alt`}>
            <Field
              label={altLabel}
              value={image.alt}
              maxLength={250}
              className={clearOfBars}
              hint={`Image ${index + 1}: what it shows, for screen readers. Up to 250 characters.`}
              onChange={(event) => setAlt(index, event.target.value)}
            />
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => onChange(images.filter((_, i) => i !== index))}
            >
              <Trash2 className="size-4" aria-hidden />
              Remove image {index + 1}
            </Button>
          </div>
        </div>
      ))}

      {problem && (
        <p role="alert" className="rounded-xl bg-bad-soft p-3 text-sm font-semibold text-bad">
          {problem}
        </p>
      )}

      {!full && (
        <>
          <input
            ref={fileInput}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-hidden
            onChange={choose}
            data-testid="question-image-input"
          />
          <Button
            variant="secondary"
            className="self-start"
            disabled={upload.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <ImagePlus className="size-5" aria-hidden />
            {upload.isPending ? 'Uploading image…' : 'Add image'}
          </Button>
        </>
      )}
    </Card>
  );
}
