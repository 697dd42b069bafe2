import type { ThirdPartyOrigins } from './site-manifest';

/**
 * The origins Google's tag needs, from Google's own CSP guide for GA4: allowed only in a build
 * with a measurement id. The tag itself loads only after the visitor accepts.
 */
export const googleAnalyticsOrigins: ThirdPartyOrigins = {
  scriptOrigins: ['https://*.googletagmanager.com'],
  connectOrigins: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
  imgOrigins: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
};
