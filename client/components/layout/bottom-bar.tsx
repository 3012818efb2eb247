import { NavLink } from 'react-router';
import { Bookmark, ChartColumn, Hexagon, House, PenLine, type LucideIcon } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import { paths } from '#client/lib/paths.ts';

const items: { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.learn, label: 'Learn', icon: House },
  { to: paths.questionBank, label: 'Question Bank', icon: Hexagon },
  { to: paths.myProgress, label: 'My Progress', icon: ChartColumn },
  { to: paths.saved, label: 'Saved', icon: Bookmark },
  { to: paths.writeQuestion, label: 'Write', icon: PenLine },
];

/**
 * The bottom bar on phones [product#bottom-bar]: where a thumb rests, the five places a trainee
 * goes most. Signed-in trainees only, below 640 px, and never during a quiz (root-layout.tsx).
 * NavLink marks the current page with aria-current="page".
 */
export function BottomBar() {
  return (
    <nav
      aria-label="Shortcuts"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-cream/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-cream/85 sm:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-3xl">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to} className="flex min-w-0 flex-1">
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'group flex min-h-11 flex-1 flex-col items-center justify-center gap-0.5 px-0.5 text-center text-[0.6875rem] leading-tight font-semibold',
                  isActive ? 'text-ink' : 'text-muted hover:text-ink',
                )
              }
            >
              <span className="flex h-7 w-12 items-center justify-center rounded-full transition-colors group-aria-[current=page]:bg-honey-500">
                <Icon className="size-5" aria-hidden />
              </span>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
