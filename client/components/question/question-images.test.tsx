// A question's images in the card (ADR 040): sized and lazy under the stem, each opening a dialog
// named by its alt text; Escape closes it and focus goes back to the image that opened it.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuestionCard } from './question-card.tsx';

afterEach(cleanup);

const question = {
  questionText: 'What does this ECG show?',
  topics: [{ name: 'Cardiovascular' }],
  answers: (['a', 'b', 'c', 'd'] as const).map((id) => ({ id, text: `Option ${id}` })),
  images: [
    { url: `/api/images/${'a'.repeat(64)}.webp`, alt: 'ECG lead II', width: 1600, height: 800 },
    { url: `/api/images/${'b'.repeat(64)}.webp`, alt: 'Chest X-ray', width: 900, height: 1200 },
  ],
};

describe('QuestionCard with images', () => {
  it('shows each image with its size, lazily, and no image block without any', () => {
    const { unmount } = render(<QuestionCard question={question} />);
    const first = screen.getByRole('button', { name: 'Enlarge image: ECG lead II' });
    const img = first.querySelector('img')!;
    expect(img.getAttribute('alt')).toBe('ECG lead II');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('height')).toBe('800');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('button', { name: 'Enlarge image: Chest X-ray' })).toBeTruthy();
    unmount();

    render(<QuestionCard question={{ ...question, images: [] }} />);
    expect(screen.queryByRole('button', { name: /Enlarge image/ })).toBeNull();
  });

  it('enlarges an image in a dialog named by its alt text; Escape closes it and focus returns', async () => {
    render(<QuestionCard question={question} />);
    const trigger = screen.getByRole('button', { name: 'Enlarge image: Chest X-ray' });
    trigger.focus();
    fireEvent.click(trigger);
    // its code loads on the first tap (lazy-dialog.tsx), which a busy machine takes a while over
    const dialog = await screen.findByRole('dialog', { name: 'Chest X-ray' }, { timeout: 5000 });
    expect(within(dialog).getByRole('img', { name: 'Chest X-ray' })).toBeTruthy();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix gives focus back once the dialog has unmounted.
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});
