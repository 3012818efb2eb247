// The `test` every spec imports. The e2e server trusts one proxy hop (TRUST_PROXY=1), and each
// test sends its own X-Forwarded-For, so the per-IP sign-up limit counts per test as it counts
// per person in production, instead of the whole suite sharing 127.0.0.1.
import { test as base } from '@playwright/test';

const octet = () => Math.floor(Math.random() * 254) + 1;

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
});

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';
