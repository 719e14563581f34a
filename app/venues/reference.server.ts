import { newReference } from '~/db/transactions.server';

/** A table's or a treatment's reference for the telephone: `AUB-` and six letters or digits, apart from the stays' `AUR-`. */
export const newBookingReference = () => newReference('AUB');
