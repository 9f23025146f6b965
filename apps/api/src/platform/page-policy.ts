import type { HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/**
 * The security headers of the pages (the web app and the Swagger UI): the content-security
 * policy names every third party a page may load, and only those its configuration enables.
 * JSON answers get their own short set (response-headers.ts).
 */
export function pagePolicy(
  config: Pick<Config, 'analyticsMeasurementId' | 'razorpay' | 'publicUrl'>,
): HelmetOptions {
  const google = 'https://accounts.google.com';
  // Page-view analytics (docs/product/README.md): Google's tag and its collection hosts, allowed
  // only when a measurement id is configured (the web app loads nothing of it otherwise).
  const analytics = config.analyticsMeasurementId
    ? {
        script: ['https://www.googletagmanager.com'],
        connect: [
          'https://*.google-analytics.com',
          'https://*.analytics.google.com',
          'https://*.googletagmanager.com',
        ],
        img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      }
    : { script: [], connect: [], img: [] };
  // ADR 0022: Razorpay Checkout (its script, its frame and its API), allowed only when
  // Razorpay is the provider (the web app loads it only for a Razorpay payment).
  const razorpayHosts = config.razorpay
    ? {
        script: ['https://checkout.razorpay.com'],
        frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
        connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
        img: ['https://cdn.razorpay.com'],
      }
    : { script: [], frame: [], connect: [], img: [] };
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        // The Google Identity Services button, loaded only when a client id is configured.
        'script-src': [
          "'self'",
          `${google}/gsi/client`,
          ...analytics.script,
          ...razorpayHosts.script,
        ],
        'frame-src': ["'self'", `${google}/gsi/`, ...razorpayHosts.frame],
        'connect-src': ["'self'", `${google}/gsi/`, ...analytics.connect, ...razorpayHosts.connect],
        'img-src': ["'self'", 'data:', ...analytics.img, ...razorpayHosts.img],
        'style-src': ["'self'", "'unsafe-inline'", `${google}/gsi/style`],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    // Google's sign-in pop-up talks back to the opener window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}
