import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { showFlashToast } from './lib/flash-toast.ts';
import { startInstallPromptCapture } from './lib/install-prompt.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { startThemeSync } from './lib/theme-preference.ts';
import './styles.css';

// Before React renders: the browser may offer installation at once, and the offer comes only once.
startInstallPromptCapture();
// Only a production build has a service worker (dev serves files straight from the sources).
if (import.meta.env.PROD) registerServiceWorker();
showFlashToast();
// public/theme.js chose the theme before the first paint; from here on it follows changes.
startThemeSync();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
