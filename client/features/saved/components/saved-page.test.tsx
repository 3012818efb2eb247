// /saved: the list, the search (sent to the server, trimmed; its own empty state), removal, the
// load error with Retry, and the quiz links with the quiz each one starts.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findToast, renderWithApp, savedQuestion, stubSavedApi } from '../test-support.tsx';
import { SavedPage } from './saved-page.tsx';

const many = (count: number) => Array.from({ length: count }, (_, i) => savedQuestion(i + 1));
const items = () => screen.queryAllByRole('article');
const search = (words: string) =>
  fireEvent.input(screen.getByLabelText('Search saved questions'), { target: { value: words } });
/** What the /answer probe received from the quiz link. */
const startedQuiz = async () =>
  JSON.parse((await screen.findByRole('status', { name: 'Quiz started' })).textContent ?? '');

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  toast.dismiss();
  vi.unstubAllGlobals();
});

describe('SavedPage', () => {
  it('lists the saved questions with their notes', async () => {
    stubSavedApi([savedQuestion(2, { note: 'Second note' }), savedQuestion(1)]);
    renderWithApp(<SavedPage />);
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(within(items()[0]!).getByText('Question 2 about chest pain')).toBeTruthy();
    expect(within(items()[0]!).getByLabelText(/Your note/)).toHaveProperty('value', 'Second note');
  });

  it('searches on the server with the trimmed words, and says when nothing matches', async () => {
    const api = stubSavedApi([savedQuestion(1, { note: 'red flags' }), savedQuestion(2)]);
    renderWithApp(<SavedPage />);
    await waitFor(() => expect(items()).toHaveLength(2));

    search('  red flags ');
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(api.requests.map((r) => r.search)).toContain('?q=red%20flags');

    search('nothing like this');
    expect(await screen.findByText('No saved questions match')).toBeTruthy();
    expect(screen.queryByText('No saved questions yet')).toBeNull();

    search('');
    await waitFor(() => expect(items()).toHaveLength(2));
  });

  it('with nothing saved, offers a Quick 10 and no quiz of the saved set', async () => {
    stubSavedApi([]);
    renderWithApp(<SavedPage />);
    expect(await screen.findByText('No saved questions yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a Quick 10' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /^Quiz/ })).toBeNull();
  });

  it('removes a saved question from the list', async () => {
    const api = stubSavedApi([savedQuestion(2), savedQuestion(1)]);
    renderWithApp(<SavedPage />);
    await waitFor(() => expect(items()).toHaveLength(2));
    fireEvent.click(within(items()[0]!).getByRole('button', { name: 'Remove' }));
    expect(await findToast('Removed from saved questions')).toBeTruthy();
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(within(items()[0]!).getByText('Question 1 about chest pain')).toBeTruthy();
    expect(api.saved.map((s) => s.questionText)).toEqual(['Question 1 about chest pain']);
  });

  it('says when the list could not be loaded, and Retry loads it', async () => {
    const api = stubSavedApi([savedQuestion(1)]);
    api.fail.add('list');
    renderWithApp(<SavedPage />);
    expect(await screen.findByText('Your saved questions could not be loaded')).toBeTruthy();
    api.fail.delete('list');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(items()).toHaveLength(1));
  });

  it('with up to 20 saved, one link quizzes all of them', async () => {
    stubSavedApi(many(20));
    renderWithApp(<SavedPage />);
    fireEvent.click(await screen.findByRole('link', { name: 'Quiz saved questions' }));
    expect(await startedQuiz()).toEqual({ type: 'saved', questionCount: 'all' });
  });

  it('with more than 20 saved, offers the newest 20 or all of them', async () => {
    stubSavedApi(many(25));
    renderWithApp(<SavedPage />);
    expect(await screen.findByRole('link', { name: /^Quiz all 25/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Quiz saved questions' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: /^Quiz 20/ }));
    expect(await startedQuiz()).toEqual({ type: 'saved', questionCount: 20 });
  });

  it('quizzes every saved question whatever the search', async () => {
    stubSavedApi([...many(24), savedQuestion(99, { note: 'the one' })]);
    renderWithApp(<SavedPage />);
    await waitFor(() => expect(items()).toHaveLength(25));
    search('the one');
    await waitFor(() => expect(items()).toHaveLength(1));
    fireEvent.click(screen.getByRole('link', { name: /^Quiz all 25/ }));
    expect(await startedQuiz()).toEqual({ type: 'saved', questionCount: 'all' });
  });
});
