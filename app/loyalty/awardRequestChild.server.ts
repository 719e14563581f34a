// The process awardNights.kill.test.ts kills with SIGKILL: it makes award-night requests (the points
// held and the reservation stored in one transaction, app/reservations/reservations.server.ts) one
// after another, each for one night further on, and prints each answer's status on a line.
// Arguments: postgres <url> | pglite <dataDir>, the member's id, the room type's id, the first
// night's offset in days from today, and how many requests to make.
import { openDatabase } from '~/db/client.server';
import { requestReservation } from '~/reservations/reservations.server';
import { addDays, utcDay } from '~/domain/stay';

const [kind, where, userId, roomTypeId, fromText, countText] = process.argv.slice(2);
const handle = await openDatabase(kind === 'postgres' ? { databaseUrl: where } : { dataDir: where });
process.stdout.write('open\n');
for (let i = 0; i < Number(countText); i++) {
  const checkIn = addDays(utcDay(), Number(fromText) + i);
  const outcome = await requestReservation(
    handle.db,
    { _id: userId! },
    { roomTypeId: roomTypeId!, stay: { checkIn, checkOut: addDays(checkIn, 1), guests: 2, nights: 1 }, ratePlan: 'points' },
  );
  process.stdout.write(`${outcome.ok ? 201 : outcome.status}\n`);
}
await handle.close();
