import http from 'node:http';

/**
 * One request on a connection of its own. An nginx reload closes its idle client keep-alive
 * connections, which a browser retries on a new one but a load generator would count as failures
 * of the servers behind it; the upstream side (what the rehearsal tests) stays keep-alive.
 */
const send = (url, { method = 'GET', headers = {}, body } = {}) =>
  new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        // An answer that is not JSON (nginx's error page) is counted by its status.
        const json = async () => {
          try {
            return JSON.parse(text);
          } catch {
            throw Object.assign(new Error(`${res.statusCode} ${text.slice(0, 60).replace(/\s+/g, ' ')}`), { code: String(res.statusCode) });
          }
        };
        resolve({ status: res.statusCode, json });
      });
    });
    req.on('error', reject);
    req.end(body);
  });

/**
 * The rehearsal's steady mixed load through `base` (nginx): `clients` loops of pages, API reads,
 * sign-ups, contact messages and reservation requests, each answer counted by kind and status and
 * each write answered 201 noted by id (`written`), to be compared with the rows stored.
 */
export async function startMixedLoad({ base, clients, deadline }) {
  const hotels = (await (await send(`${base}/api/rooms?limit=100`)).json()).map((h) => h.slug);
  const dayAhead = (n) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const offers = await (await send(`${base}/api/availability?checkIn=${dayAhead(30)}&checkOut=${dayAhead(31)}&guests=1`)).json();
  const roomTypes = offers.map((o) => o.roomType._id);
  const signUp = async (username) => {
    const res = await send(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@rehearsal.example`, password: 'a rehearsal passphrase' }),
    });
    return { res, body: await res.json() };
  };
  const guests = [];
  for (let i = 0; i < 4; i++) guests.push((await signUp(`guest${i}${Date.now() % 1e6}`)).body.token);

  const byStatus = new Map(); // "kind status" -> count
  const written = { 'sign-up': [], contact: [], reservation: [] };
  let sequence = 0;
  let reservationSequence = 0;
  const pick = (list) => list[Math.floor(Math.random() * list.length)];
  const requests = [
    [30, 'page', () => send(`${base}${pick(['/', '/rooms', '/blog', '/events', '/casino', `/rooms/${pick(hotels)}`])}`)],
    [30, 'api read', () => send(`${base}${pick(['/api/rooms?limit=5', '/api/events', `/api/rooms/by-slug/${pick(hotels)}`, '/api/blog'])}`)],
    [
      10,
      'sign-up',
      async () => {
        const username = `load${process.pid % 1000}x${++sequence}`;
        const { res, body } = await signUp(username);
        if (res.status === 201) written['sign-up'].push(body.user._id);
        return res;
      },
    ],
    [
      15,
      'contact',
      async () => {
        const res = await send(`${base}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: 'Rehearsal',
            email: 'load@rehearsal.example',
            category: 'other',
            subject: 'A rolling restart',
            message: `Message ${++sequence}`,
          }),
        });
        const body = await res.json();
        if (res.status === 201) written.contact.push(body._id);
        return res;
      },
    ],
    [
      15,
      'reservation',
      async () => {
        // A night of a room type no other request of the rehearsal asked for: never the last room (409).
        const n = reservationSequence++;
        const day = 30 + (n % 330);
        const roomTypeId = roomTypes[Math.floor(n / 330) % roomTypes.length];
        const res = await send(`${base}/api/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${pick(guests)}` },
          body: JSON.stringify({ roomTypeId, checkIn: dayAhead(day), checkOut: dayAhead(day + 1), guests: 1 }),
        });
        const body = await res.json();
        if (res.status === 201) written.reservation.push(body._id);
        return res;
      },
    ],
  ];
  const totalWeight = requests.reduce((sum, [weight]) => sum + weight, 0);
  const chooseRequest = () => {
    let r = Math.random() * totalWeight;
    for (const request of requests) if ((r -= request[0]) < 0) return request;
    return requests[0];
  };
  const count = (key) => byStatus.set(key, (byStatus.get(key) ?? 0) + 1);

  let loading = true;
  async function client() {
    while (loading && performance.now() < deadline) {
      const [, kind, send] = chooseRequest();
      try {
        const res = await send();
        count(`${kind} ${res.status}`);
      } catch (error) {
        count(`${kind} ${error.code ?? error.message}`);
      }
    }
  }
  const load = Array.from({ length: clients }, client);
  return {
    byStatus,
    written,
    /** Ends the load once the requests in flight are answered. */
    async stop() {
      loading = false;
      await Promise.all(load);
    },
  };
}
