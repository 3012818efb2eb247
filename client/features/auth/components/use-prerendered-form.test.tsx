// The prerendered Login form taken over (hydrated) after the visitor typed into it (ADR 051):
// what they typed stays in the inputs and reaches the form's state.
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { usePrerenderedForm } from './use-prerendered-form.ts';

function Form() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const prerendered = usePrerenderedForm({ email: setEmail, 'current-password': setPassword });
  return (
    <form ref={prerendered.ref}>
      <input
        aria-label="Email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <input
        aria-label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <output>{`${email} ${password.length}`}</output>
      <button type={prerendered.submitType}>Sign In</button>
    </form>
  );
}

afterEach(() => document.body.replaceChildren());

it('keeps what was typed before the takeover, in the inputs and in the state', async () => {
  const root = document.createElement('div');
  root.innerHTML = renderToString(<Form />);
  document.body.append(root);
  const [email, password] = root.querySelectorAll('input');
  expect(root.querySelector('button')!.type).toBe('button');
  email!.value = 'aroha@example.nz';
  password!.value = 'correct horse';

  await act(async () => {
    hydrateRoot(root, <Form />);
  });

  expect(root.querySelector('output')!.textContent).toBe('aroha@example.nz 13');
  expect(email!.value).toBe('aroha@example.nz');
  expect(password!.value).toBe('correct horse');
  expect(root.querySelector('button')!.type).toBe('submit');
});
