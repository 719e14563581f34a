import QRCode from 'qrcode';
import type { SecurityOptions } from '~/api/security.server';
import { pendingTotp, secondFactorOf } from '~/accounts/secondFactor.server';
import type { Database } from '~/db/client.server';
import type { User } from '~/accounts/user';

export interface TwoStepState {
  totp: boolean;
  recoveryLeft: number;
  /** An app being set up: its key as text and its QR code (an SVG data URI, drawn on the server). */
  pending: { secret: string; qr: string } | null;
}

/** The account page's two-step sign-in section. */
export async function twoStepOf(db: Database, security: SecurityOptions, user: User): Promise<TwoStepState> {
  const state = await secondFactorOf(db, user._id);
  const setup = state.pending ? await pendingTotp({ db, security }, user) : null;
  const pending = setup
    ? {
        secret: setup.secret,
        qr: `data:image/svg+xml;base64,${Buffer.from(await QRCode.toString(setup.otpauthUri, { type: 'svg', margin: 2 })).toString('base64')}`,
      }
    : null;
  return { totp: state.totp, recoveryLeft: state.recoveryLeft, pending };
}
