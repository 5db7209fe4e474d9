// The one entry: which rule set applies.
import type { GuardInput } from './context';
import { guardGuest } from './guard-guest';
import { guardLoggedIn } from './guard-logged-in';
import type { Decision } from './types';

export function decide(input: GuardInput): Decision {
  return input.session.isLogin ? guardLoggedIn(input) : guardGuest(input);
}
