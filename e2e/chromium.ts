import type { LaunchOptions } from '@playwright/test';

/**
 * Debian's Chromium (playwright cannot download its own here). The flags keep it from
 * reaching for the network, which this machine does not have.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
