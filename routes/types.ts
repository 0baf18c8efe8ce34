import type { Request, Response } from 'express';
import type { Guard } from '../server/http/guards';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export type Handler = (req: Request, res: Response) => void | Promise<void>;

export interface RouteDef {
  name: string;
  method: Method;
  /** Ziggy/Laravel style: `/address-book/{uuid}/edit`. */
  path: string;
  guards?: readonly Guard[];
  /** Regular expressions (source) that a parameter must match, as Ziggy's `wheres`. */
  where?: Readonly<Record<string, string>>;
  handler: Handler;
}
