import { cn } from '#client/lib/cn.ts';

/** The letters an avatar without a photo shows (and the header's button is named with). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() ||
    '?'
  );
}

export function Avatar({
  name,
  url,
  className,
}: {
  name: string;
  url: string | null;
  className?: string;
}) {
  return url ? (
    <img src={url} alt="" className={cn('rounded-full bg-honey-100 object-cover', className)} />
  ) : (
    <span
      aria-hidden
      className={cn(
        'flex items-center justify-center rounded-full bg-honey-300 text-sm font-bold text-ink',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
