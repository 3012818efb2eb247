// A visitor's claim token travels in this request header, never in the URL: URLs end up in access
// logs, proxies' logs and the browser's history (ADR 059).
export const claimTokenHeader = 'x-claim-token';
