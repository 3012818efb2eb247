import type { MailMessage } from '#server/lib/mailer.ts';

export function flaggedMail(
  to: string,
  name: string,
  questionText: string,
  reason: string,
  url: string,
): MailMessage {
  const excerpt = questionText.length > 160 ? `${questionText.slice(0, 157)}...` : questionText;
  const text = [
    `Kia ora ${name},`,
    '',
    'A trainee flagged one of your Hive questions:',
    `"${excerpt}"`,
    '',
    `Their reason: ${reason}`,
    '',
    `Have a look and edit it if needed: ${url}`,
    '',
    '— Hive',
  ].join('\n');
  return { to, subject: 'One of your Hive questions was flagged', text };
}
