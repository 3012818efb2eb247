import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isInstallBannerDismissed,
  promptInstall,
  rememberInstallBannerDismissed,
  startInstallPromptCapture,
  useCanInstall,
} from './install-prompt.ts';
import { storageKeys } from './storage-keys.ts';

/** Chromium's beforeinstallprompt, which jsdom does not have. */
function installOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  return Object.assign(event, {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
}

beforeAll(() => {
  startInstallPromptCapture();
});
beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useCanInstall', () => {
  it('re-renders when the browser offers installation, and again once the app is installed', () => {
    const { result } = renderHook(() => useCanInstall());
    expect(result.current).toBe(false);

    const offer = installOffer('accepted');
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(result.current).toBe(true);
    expect(offer.defaultPrevented).toBe(true); // no mini-infobar: our banner offers it

    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(result.current).toBe(false);
  });

  it('drops the offer once it is used', async () => {
    const { result } = renderHook(() => useCanInstall());
    const offer = installOffer('dismissed');
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(result.current).toBe(true);

    let outcome: string | undefined;
    await act(async () => {
      outcome = await promptInstall();
    });
    expect(outcome).toBe('dismissed');
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(result.current).toBe(false);
    await expect(promptInstall()).resolves.toBe('unavailable');
  });
});

describe('the install banner dismissal (localStorage)', () => {
  it('is remembered', () => {
    expect(isInstallBannerDismissed()).toBe(false);
    rememberInstallBannerDismissed();
    expect(isInstallBannerDismissed()).toBe(true);
    expect(localStorage.getItem(storageKeys.pwaInstallDismissed)).toBe('true');
  });

  it("is remembered when the browser's own dialog is declined, wherever it was opened", async () => {
    act(() => {
      window.dispatchEvent(installOffer('accepted'));
    });
    await expect(promptInstall()).resolves.toBe('accepted');
    expect(isInstallBannerDismissed()).toBe(false);

    act(() => {
      window.dispatchEvent(installOffer('dismissed'));
    });
    await expect(promptInstall()).resolves.toBe('dismissed');
    expect(localStorage.getItem(storageKeys.pwaInstallDismissed)).toBe('true');
  });

  it('reads as not dismissed when storage is blocked', () => {
    localStorage.setItem(storageKeys.pwaInstallDismissed, 'true');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(isInstallBannerDismissed()).toBe(false);
  });
});
