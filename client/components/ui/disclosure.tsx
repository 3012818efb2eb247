// The two ways a panel opens under its heading: a <details> whose body mounts (and so fetches)
// only while open, and a button that shows and hides a panel it controls. Both show an icon,
// the title and a chevron that turns when open.
import { useId, type ReactNode } from 'react';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/** A <details> panel; `children` gets mounted only while it is open. */
export function DetailsPanel({
  icon: Icon,
  iconClassName,
  title,
  open,
  onOpenChange,
  bodyClassName,
  children,
}: {
  icon: LucideIcon;
  iconClassName: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <details
      open={open}
      onToggle={(e) => onOpenChange(e.currentTarget.open)}
      className="rounded-xl border border-line"
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-semibold">
        <Icon className={cn('size-4', iconClassName)} aria-hidden />
        {title}
        <ChevronDown
          className={cn('ml-auto size-4 text-muted transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </summary>
      {open && <div className={cn('border-t border-line p-3', bodyClassName)}>{children}</div>}
    </details>
  );
}

/** A button with aria-expanded and aria-controls over the panel it opens; `children` gets mounted
 * only while open. */
export function DisclosureButton({
  icon: Icon,
  label,
  open,
  onOpenChange,
  children,
}: {
  icon: LucideIcon;
  label: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        className="-mx-2 flex min-h-11 items-center gap-2 rounded-xl px-2 text-left font-semibold hover:bg-honey-100"
      >
        <Icon className="size-4 text-honey-700" aria-hidden />
        {label}
        <ChevronDown
          className={cn('ml-auto size-4 transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      {open && (
        <div id={panelId} className="flex flex-col gap-3">
          {children}
        </div>
      )}
    </>
  );
}
