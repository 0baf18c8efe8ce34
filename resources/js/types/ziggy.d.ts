import type { routes } from '../../../routes/web';

/**
 * Route names and parameters for ziggy-js's route(), derived from the route table at the
 * type level: a wrong name or a missing parameter is a compile error in the pages.
 */
type Params<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name extends `${infer Optional}?`
    ? [{ name: Optional; required: false }, ...Params<Rest>]
    : [{ name: Name; required: true }, ...Params<Rest>]
  : [];

type Table = { [R in (typeof routes)[number] as R['name']]: Params<R['path']> };

declare module 'ziggy-js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouteList extends Table {}
  interface TypeConfig {
    strictRouteNames: true;
  }
}
