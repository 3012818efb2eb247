// The review's Save button: pressed state from the trainee's saved list, save and unsave with
// their toasts, the note editor only while saved, and the state kept when the server fails.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  findToast,
  questionId,
  renderWithApp,
  savedQuestion,
  stubSavedApi,
} from '../test-support.tsx';
import { SaveButton } from './save-button.tsx';

const id = questionId(7);
const button = (name: 'Save' | 'Saved') => screen.findByRole('button', { name });
const pressed = (element: HTMLElement) => element.getAttribute('aria-pressed');
const noteField = () => screen.queryByLabelText(/Your note/);

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('SaveButton', () => {
  it('saves an unsaved question without a note, then shows it pressed with the note editor', async () => {
    const api = stubSavedApi([savedQuestion(1)]);
    renderWithApp(<SaveButton questionId={id} />);
    const save = await button('Save');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    expect(pressed(save)).toBe('false');
    expect(noteField()).toBeNull();

    fireEvent.click(save);
    expect(await findToast('Question saved')).toBeTruthy();
    const saved = await button('Saved');
    expect(pressed(saved)).toBe('true');
    expect(noteField()).not.toBeNull();
    expect(api.requests.filter((r) => r.method === 'PUT')).toEqual([
      expect.objectContaining({ path: `/api/saved/${id}`, body: { note: '' } }),
    ]);
  });

  it('unsaves a saved question and hides its note', async () => {
    const api = stubSavedApi([savedQuestion(7, { note: 'Why b' })]);
    renderWithApp(<SaveButton questionId={id} />);
    const saved = await button('Saved');
    expect(pressed(saved)).toBe('true');
    expect(noteField()).toHaveProperty('value', 'Why b');

    fireEvent.click(saved);
    expect(await findToast('Removed from saved questions')).toBeTruthy();
    expect(pressed(await button('Save'))).toBe('false');
    expect(noteField()).toBeNull();
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([
      `/api/saved/${id}`,
    ]);
  });

  it('stays unsaved and says so when saving fails', async () => {
    const api = stubSavedApi([]);
    api.fail.add('put');
    renderWithApp(<SaveButton questionId={id} />);
    const save = await button('Save');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    expect(await findToast('Failed to save the question')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false),
    );
    expect(pressed(screen.getByRole('button', { name: 'Save' }))).toBe('false');
    expect(noteField()).toBeNull();
  });

  it('stays saved and says so when removing fails', async () => {
    const api = stubSavedApi([savedQuestion(7)]);
    api.fail.add('delete');
    renderWithApp(<SaveButton questionId={id} />);
    fireEvent.click(await button('Saved'));
    expect(await findToast('Failed to remove the saved question')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Saved' })).toHaveProperty('disabled', false),
    );
    expect(pressed(screen.getByRole('button', { name: 'Saved' }))).toBe('true');
  });
});
