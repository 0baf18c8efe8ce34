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

/** What each fault does, as the suite names it. */
export const WHAT: Record<Fault, string> = {
  hang: 'hangs past the deadline',
  'server error': 'answers 500',
  'connection reset': 'resets the connection',
  'invalid JSON': 'answers invalid JSON',
  'wrong envelope': 'answers an envelope of the wrong shape',
  'wrong data': 'answers success with data of the wrong shape',
  slow: 'answers slowly',
  'session ended': 'answers code 100 (session ended)',
};

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
