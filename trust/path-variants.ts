// Other spellings of an API path, as an attacker sends them over a socket (app.inject would
// normalise most of them away): dot segments plain and percent-encoded, encoded slashes, double
// slashes, other letter case, trailing slashes and `;` parameters: a dot segment must not skip a
// guard (ADR 019). The router's behaviour, which the fuzz test holds the server to: the
// router decodes an escaped ordinary letter (`/%61pi/...` is `/api/...`) and a `;` after the last
// parameter stays part of that parameter, so those two reach the route itself, guard included;
// every other spelling reaches no route at all. With `;`, the route reached is the one whose last
// segment is a parameter: `/api/questions/mine;x=1` is GET /api/questions/:id, id "mine;x=1".
export interface PathVariant {
  name: string;
  path: string;
  /** 'route': the route itself answers (with its guard); 'parameter route': the route ending in a
   * parameter at that place answers; 'nothing': the router's 404 */
  reaches: 'route' | 'parameter route' | 'nothing';
}

/** The variants of a concrete path such as /api/questions/<id>/flag; `parameterRoute`: whether a
 * route ends in a parameter where this path's last segment is. */
export function pathVariants(path: string, parameterRoute: boolean): PathVariant[] {
  const rest = path.slice('/api/'.length);
  const variants: PathVariant[] = [
    ['dot segment', `/api/./${rest}`],
    ['dot segment at the end', `/api/${rest}/.`],
    ['encoded dot', `/api/%2e/${rest}`],
    ['encoded dot, upper case', `/api/%2E/${rest}`],
    ['dot-dot', `/api/x/../${rest}`],
    ['encoded dot-dot', `/api/x/%2e%2e/${rest}`],
    ['encoded dot-dot, upper case', `/api/x/%2E%2E/${rest}`],
    ['dot-dot at the end', `/api/${rest}/x/..`],
    ['encoded slashes', `/api/${rest.replaceAll('/', '%2f')}`],
    ['encoded slash after /api', `/api%2F${rest}`],
    ['double slash first', `//api/${rest}`],
    ['double slash after /api', `/api//${rest}`],
    ['double slashes throughout', `/api//${rest.replaceAll('/', '//')}`],
    ['upper-case /API', `/API/${rest}`],
    ['upper-case path', `/api/${rest.toUpperCase()}`],
    ['mixed-case /Api', `/Api/${rest}`],
    ['trailing slash', `/api/${rest}/`],
    ['semicolon parameter after /api', `/api;x=1/${rest}`],
  ].map(([name, variant]) => ({ name: name!, path: variant!, reaches: 'nothing' as const }));
  variants.push(
    {
      name: 'semicolon parameter at the end',
      path: `${path};x=1`,
      reaches: parameterRoute ? 'parameter route' : 'nothing',
    },
    { name: 'encoded ordinary letter', path: `/%61pi/${rest}`, reaches: 'route' },
  );
  // A one-segment path has no slash to encode, and its upper case may be itself: not variants.
  return variants.filter((variant) => variant.path !== path);
}
