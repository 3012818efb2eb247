import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import {
  isInstallBannerDismissed,
  isStandalone,
  promptInstall,
  rememberInstallBannerDismissed,
  useCanInstall,
} from '#client/lib/install-prompt.ts';
import { isQuietPath } from '#client/lib/quiet-paths.ts';
import { BeeMark } from './bee-mark.tsx';
import { paths } from '#client/lib/paths.ts';

/**
 * The install banner [product#install-banner]: "Install" and "Not now", once the browser offers
 * installation. Never shown after "Not now" on this device, in the installed app, on /install (it
 * has its own button) or during a quiz. It sits at the end of the page and sticks to the bottom of
 * the screen, so it floats above the content while scrolling but never hides the last button.
 */
export function InstallBanner() {
  const canInstall = useCanInstall();
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(isInstallBannerDismissed);
  const [standalone] = useState(isStandalone);

  if (
    !canInstall ||
    dismissed ||
    standalone ||
    pathname === paths.install ||
    isQuietPath(pathname)
  ) {
    return null;
  }

  function notNow() {
    rememberInstallBannerDismissed();
    setDismissed(true);
  }

  async function install() {
    // Accepted: the offer is used up and the banner goes. Declined in the browser's own dialog:
    // that is a "not now" too (promptInstall remembers it).
    if ((await promptInstall()) === 'dismissed') setDismissed(true);
  }

  return (
    <section
      aria-labelledby="install-banner-title"
      className="sticky bottom-[var(--bottom-bar-space,0px)] z-20 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
    >
      <div className="mx-auto flex max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-white p-3 shadow-card">
        <BeeMark className="size-10 shrink-0" />
        <div className="min-w-0 flex-1 basis-40">
          <h2 id="install-banner-title" className="font-bold">
            Install Hive
          </h2>
          <p className="text-sm text-muted">Add it to your home screen.</p>
        </div>
        <div className="ml-auto flex gap-2">
          <Button variant="ghost" onClick={notNow}>
            Not now
          </Button>
          <Button onClick={() => void install()}>Install</Button>
        </div>
      </div>
    </section>
  );
}
