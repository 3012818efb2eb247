import type { MailMessage } from '#server/lib/mailer.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function mail(
  to: string,
  subject: string,
  lines: string[],
  url: string,
  action: string,
): MailMessage {
  const text = [
    ...lines,
    '',
    url,
    '',
    'If you did not ask for this, you can ignore this e-mail.',
    '',
    '— Hive',
  ].join('\n');
  const html =
    lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>` +
    '<p>If you did not ask for this, you can ignore this e-mail.</p><p>— Hive</p>';
  return { to, subject, text, html };
}

export const resetPasswordMail = (to: string, name: string, url: string) =>
  mail(
    to,
    'Reset your Hive password',
    [
      `Kia ora ${name},`,
      'Someone (hopefully you) asked to reset your Hive password. The link works for one hour.',
    ],
    url,
    'Choose a new password',
  );

export const verificationMail = (to: string, name: string, url: string) =>
  mail(
    to,
    'Verify your e-mail for Hive',
    [
      `Kia ora ${name},`,
      'Welcome to the hive! Confirm your e-mail address to start answering questions.',
    ],
    url,
    'Verify my e-mail',
  );
