export { interpret, serverMessage, type Outcome, type Reaction } from './interpret';
export { CODE_BEHAVIOURS, DEFAULT_BEHAVIOUR, TRANSPORT_BEHAVIOURS, type Behaviour } from './table';
export { ApiError } from './api-error';
