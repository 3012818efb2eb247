// The note editor: the server's rule checked before sending (2,000 characters, no control
// characters), the count as you type, and what a save says.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxNoteLength } from '#shared/contract/saved.ts';
import {
  findToast,
  questionId,
  renderWithApp,
  savedQuestion,
  stubSavedApi,
} from '../test-support.tsx';
import { NoteEditor } from './note-editor.tsx';

const id = questionId(1);
const field = () => screen.getByLabelText(/Your note/);
const type = (text: string) => fireEvent.input(field(), { target: { value: text } });
const saveNote = () => fireEvent.click(screen.getByRole('button', { name: 'Save note' }));
const puts = (api: ReturnType<typeof stubSavedApi>) =>
  api.requests.filter((r) => r.method === 'PUT');

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('NoteEditor', () => {
  it('starts from the saved note and counts characters against the limit', () => {
    stubSavedApi([savedQuestion(1, { note: 'Check the dose' })]);
    renderWithApp(<NoteEditor questionId={id} note="Check the dose" />);
    expect(field()).toHaveProperty('value', 'Check the dose');
    expect(screen.getByText(`14/${maxNoteLength}`)).toBeTruthy();
    type('Check');
    expect(screen.getByText(`5/${maxNoteLength}`)).toBeTruthy();
  });

  it('refuses a note over 2,000 characters with the limit message and sends nothing', async () => {
    const api = stubSavedApi([savedQuestion(1)]);
    renderWithApp(<NoteEditor questionId={id} note="" />);
    // maxLength stops typing at the limit; a value set by script or an old browser can pass it.
    type('x'.repeat(maxNoteLength + 1));
    saveNote();
    expect(await findToast('Note must be at most 2000 characters')).toBeTruthy();
    expect(puts(api)).toEqual([]);
  });

  it('accepts exactly 2,000 characters', async () => {
    const api = stubSavedApi([savedQuestion(1)]);
    renderWithApp(<NoteEditor questionId={id} note="" />);
    type('x'.repeat(maxNoteLength));
    saveNote();
    expect(await findToast('Note saved')).toBeTruthy();
    expect(puts(api).map((r) => r.body)).toEqual([{ note: 'x'.repeat(maxNoteLength) }]);
  });

  it('refuses control characters', async () => {
    const api = stubSavedApi([savedQuestion(1)]);
    renderWithApp(<NoteEditor questionId={id} note="" />);
    type('Ring the lab\u0007');
    saveNote();
    expect(await findToast('Note must not contain control characters')).toBeTruthy();
    expect(puts(api)).toEqual([]);
  });

  it('saves the trimmed note to this question, keeps its lines, and says so', async () => {
    const api = stubSavedApi([savedQuestion(1)]);
    const onSaved = vi.fn();
    renderWithApp(<NoteEditor questionId={id} note="" onSaved={onSaved} />);
    type('  Red flags:\nchest pain at rest  ');
    saveNote();
    expect(await findToast('Note saved')).toBeTruthy();
    expect(puts(api)).toEqual([
      expect.objectContaining({
        path: `/api/saved/${id}`,
        body: { note: 'Red flags:\nchest pain at rest' },
      }),
    ]);
    expect(onSaved).toHaveBeenCalledOnce();
  });

  it('says so when the server fails, and keeps what was typed', async () => {
    const api = stubSavedApi([savedQuestion(1)]);
    api.fail.add('put');
    const onSaved = vi.fn();
    renderWithApp(<NoteEditor questionId={id} note="" onSaved={onSaved} />);
    type('Keep me');
    saveNote();
    expect(await findToast('Failed to save note')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save note' })).toHaveProperty('disabled', false),
    );
    expect(field()).toHaveProperty('value', 'Keep me');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
