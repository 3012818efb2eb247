// One point of a short list of reasons or ideas (/auth's "Why join us", /about's ideas): its icon
// in a honeycomb cell, a title and one sentence. The caller's element lays the two side by side.
import type { LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

export function IconPoint({
  icon: Icon,
  hexClassName,
  title,
  text,
}: {
  icon: LucideIcon;
  /** the cell's size and colours */
  hexClassName: string;
  title: string;
  text: string;
}) {
  return (
    <>
      <span className={cn('hex flex shrink-0 items-center justify-center', hexClassName)}>
        <Icon className="size-5" aria-hidden />
      </span>
      <div>
        <h3 className="font-bold">{title}</h3>
        <p className="text-sm text-muted">{text}</p>
      </div>
    </>
  );
}
