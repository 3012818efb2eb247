import { ExternalLink } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/** http(s) only: a javascript: or data: URL must never become a link, whatever the data says. */
export function isWebLink(value: string | null): value is string {
  if (value === null) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * "View Reference" [product#results]: opens the question's reference in a new tab, without an
 * opener.
 */
export function ReferenceLink({
  href,
  className,
}: {
  /** null when the server keeps the reference back (an unanswered question) */
  href: string | null;
  className?: string;
}) {
  if (!isWebLink(href)) return null;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-honey-700 underline-offset-4 hover:underline',
        className,
      )}
    >
      View Reference
      <ExternalLink className="size-4" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
