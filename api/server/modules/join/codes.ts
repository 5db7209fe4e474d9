// Code lists of the platform join: its states and moves, from the declaration.
import type { CodeLists } from '../../core';
import { joinFlow } from './workflow';

export const joinCodes = { JOIN_STATUS: joinFlow.stateList(), JOIN_MOVE: joinFlow.moveList() } satisfies CodeLists;
