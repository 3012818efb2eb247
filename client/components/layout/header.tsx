import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { LogOut } from 'lucide-react';
import type { SessionUser } from '#shared/contract/auth.ts';
import type { Profile } from '#shared/contract/profile.ts';
import { cn } from '#client/lib/cn.ts';
import { BeeMark } from './bee-mark.tsx';
import { Avatar, initials } from './avatar.tsx';
import { paths } from '#client/lib/paths.ts';

interface HeaderProps {
  user: SessionUser | null;
  profile: Profile | null;
  onSignIn: () => void;
  onSignOut: () => void;
  onOpenProfile: () => void;
  /** signed in only: the notifications bell (root-layout passes it in) */
  notifications?: ReactNode;
  /** during a quiz: the same items, but the header scrolls away with the page and is shorter */
  quiet?: boolean;
}

// On a phone the four links share their own row: never wrapped (whitespace-nowrap), padding
// narrowing with the screen so they fit down to 320 px, each at least a 44 px tap target.
const navLink = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 flex-1 items-center justify-center rounded-full px-1.5 text-sm font-semibold whitespace-nowrap transition-colors min-[360px]:px-2 md:flex-none md:px-3',
    isActive ? 'bg-honey-500 text-ink' : 'text-ink hover:bg-honey-100',
  );

/**
 * The header on every page [product#header]. Sign Out asks first (root-layout.tsx's dialog,
 * [product#sign-out]). During a quiz it is `quiet` [product#bottom-bar].
 */
export function Header({
  user,
  profile,
  onSignIn,
  onSignOut,
  onOpenProfile,
  notifications,
  quiet = false,
}: HeaderProps) {
  const name = profile?.name ?? user?.name ?? '';
  const photo = profile?.profilePictureUrl ?? null;
  return (
    <header
      className={cn(
        'top-0 z-30 border-b border-line bg-cream/95 backdrop-blur supports-[backdrop-filter]:bg-cream/80',
        quiet ? 'relative' : 'sticky',
      )}
    >
      <div
        className={cn(
          'mx-auto flex max-w-3xl flex-wrap items-center gap-x-2 gap-y-1 px-4',
          quiet ? 'py-0.5' : 'py-2',
        )}
      >
        <Link
          to={paths.auth}
          className="mr-auto flex items-center gap-2 rounded-lg py-1"
          aria-label="Hive home"
        >
          <BeeMark className={quiet ? 'size-7' : 'size-9'} />
          {/* Signed in, below 360 px the bee alone, so the bell, Sign Out and avatar keep one row. */}
          <span
            className={cn('text-xl font-extrabold tracking-tight', user && 'max-[359px]:sr-only')}
          >
            Hive
          </span>
        </Link>
        {user ? (
          <>
            <nav
              aria-label="Main"
              className="order-last -mx-1 flex w-full gap-0.5 md:order-none md:mx-0 md:w-auto md:gap-1"
            >
              <NavLink to={paths.learn} className={navLink}>
                Learn
              </NavLink>
              <NavLink to={paths.myProgress} className={navLink}>
                My Progress
              </NavLink>
              <NavLink to={paths.saved} className={navLink}>
                Saved
              </NavLink>
              <NavLink to={paths.about} className={navLink}>
                About
              </NavLink>
            </nav>
            {notifications}
            <button
              type="button"
              onClick={onSignOut}
              className="flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-ink hover:bg-honey-100"
            >
              <LogOut className="size-4" aria-hidden />
              Sign Out
            </button>
            <button
              type="button"
              onClick={onOpenProfile}
              className="rounded-full p-0.5 ring-2 ring-honey-500 ring-offset-2 ring-offset-cream"
              // WCAG 2.5.3: the name starts with what is seen, the initials (unless a photo shows)
              aria-label={photo ? 'Profile Settings' : `${initials(name)} Profile Settings`}
            >
              <Avatar name={name} url={photo} className="size-9" />
            </button>
          </>
        ) : (
          <button
            type="button"
            onClick={onSignIn}
            className="min-h-11 rounded-xl bg-ink px-4 text-sm font-semibold text-cream hover:bg-ink/90"
          >
            Sign In
          </button>
        )}
      </div>
    </header>
  );
}
