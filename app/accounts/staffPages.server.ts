import { redirect } from 'react-router';
import { staffAwaitingSecondFactor, type User } from './user';

/** Where a staff account sets up its second factor: /account, whose notice says why (docs/decisions/0055). */
export const SECOND_FACTOR_SET_UP = '/account#two-step';

/**
 * A back-office page's answer to a staff account without a second factor: it is sent to set one up
 * before any studio page answers. Called by the page guards after they found the account.
 */
export function sendStaffToSecondFactorSetUp(user: User): void {
  if (staffAwaitingSecondFactor(user)) throw redirect(SECOND_FACTOR_SET_UP);
}
