import type { MessageCalls } from '../../src/actors/messages';
import { heldCallsOf, type Held } from './heldCalls';

/**
 * The calls for the messages to people (issue 35), held as the inbox's are: settled by promise
 * turns, so the paths on a fake clock (leadMessages) work too.
 */
export type HeldMessageCalls = Held<MessageCalls>;

const names: (keyof MessageCalls)[] = ['leadMessages', 'referral', 'followUp', 'channels', 'testChannel'];

export const heldMessageCalls = (): HeldMessageCalls => heldCallsOf<MessageCalls>(names, { turns: 'promises' });
