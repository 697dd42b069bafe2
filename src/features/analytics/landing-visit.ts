/**
 * The page the visit landed on, read synchronously when the site starts (before any
 * client-side navigation changes it), while recording its attribution waits for an idle moment.
 */
export interface LandingVisit {
  url: string;
  referrer: string;
}

let landing: LandingVisit | undefined;

export function noteLandingVisit(visit: LandingVisit) {
  landing ??= visit;
}

export function landingVisit(): LandingVisit | undefined {
  return landing;
}
