import type { FakeRule } from './fake-provider';
import {
  connectionReset,
  foreignData,
  invalidJson,
  noAnswer,
  serverError,
  sessionEnded,
  wrongShape,
} from './answers';

/** The ways a provider can fail that the robustness suite puts every screen through. */
export const FAULTS = [
  'hang',
  'server error',
  'connection reset',
  'invalid JSON',
  'wrong envelope',
  'wrong data',
  'slow',
  'session ended',
] as const;

export type Fault = (typeof FAULTS)[number];

/** What a fake answers in place of the service for each fault but `slow` (a stall). */
export const answerFor: Record<Exclude<Fault, 'slow'>, FakeRule> = {
  hang: () => noAnswer,
  'server error': () => serverError,
  'connection reset': () => connectionReset,
  'invalid JSON': () => invalidJson,
  'wrong envelope': () => wrongShape,
  'wrong data': () => foreignData,
  // Only a call made with the user's token can be told that the user's session ended.
  'session ended': (req) => (req.get('access-token') ? sessionEnded : undefined),
};
