import type { Response } from 'express';
import type { PageName, PageProps } from '../../shared/pages';
import type { SpecialProp } from '../inertia/props';

/** A prop as the server may give it: the value, a function computing it, or a prop kind. */
type ServerProp<T> = T | (() => T | Promise<T>) | SpecialProp<T>;

export type ServerProps<N extends PageName> = {
  [K in keyof PageProps[N]]: ServerProp<PageProps[N][K]>;
};

/**
 * The one way controllers render a page: a name from shared/pages.ts with exactly its
 * props, so a wrong name or wrong props fails the typecheck.
 */
export function render<N extends PageName>(
  res: Response,
  component: N,
  props: ServerProps<N>,
): Promise<void> {
  return res.inertia.render(component, props);
}
