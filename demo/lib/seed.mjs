// The demo's seed data: realistic users generated deterministically (the same rows on every
// machine and every run), so a fresh demo, a spec and an e2e run all start from the same data.
//
//   import { generateUsers } from './seed.mjs';
//   generateUsers(3)[0]; // {id: 1, name: '…', email: '…@example.com', phone: '…', …}

/** The comma-separated names of a template literal. */
const list = (text) => text.trim().split(/\s*,\s*/);

const FIRST = list(`
  Ada, Alan, Grace, Linus, Margaret, Dennis, Barbara, Ken, Frances, Edsger, Radia, Tim,
  Katherine, Donald, Hedy, John, Sophie, Guido, Anita, Bjarne, Mary, James, Shafi, Niklaus,
  Karen, Leslie, Joan, Brian, Carol, Robert, Elena, Mateo, Aisha, Wei, Priya, Olusegun, Yuki,
  Lars, Chiara, Diego, Fatima, Noah, Ingrid, Kwame, Mei, Omar, Zoë, José, François, Łukasz,
  Siobhan, Amara, Tomás, Hana, Ravi, Greta, Mohammed, Lucía, Anders, Nia
`);
const LAST = list(`
  Lovelace, Turing, Hopper, Torvalds, Hamilton, Ritchie, Liskov, Thompson, Allen, Dijkstra,
  Perlman, Berners-Lee, Johnson, Knuth, Lamarr, McCarthy, Wilson, van Rossum, Borg, Stroustrup,
  Keller, Gosling, Goldwasser, Wirth, Spärck Jones, Lamport, Clarke, Kernighan, Shaw, Tarjan,
  Garcia, Rossi, Okafor, Zhang, Sharma, Adeyemi, Tanaka, Nilsson, Bianchi, Fernández, Haddad,
  Müller, O'Brien, Mensah, Chen, Khalil, Dubois, Kowalski, Murphy, Novak, Schmidt, Silva, Park,
  Iyer, Larsen, Costa, Ahmed, Moreno, Berg, Diallo
`);
const CITIES = list(`
  Amsterdam, Austin, Barcelona, Berlin, Boston, Buenos Aires, Cape Town, Chicago, Copenhagen,
  Dublin, Helsinki, Lagos, Lisbon, London, Madrid, Melbourne, Montréal, Mumbai, Nairobi, Osaka,
  Oslo, Paris, Prague, Seoul, Singapore, São Paulo, Stockholm, Toronto, Vienna, Zürich
`);
const DEPARTMENTS = list(`
  Engineering, Sales, Support, Finance, Marketing, Operations, Legal, People
`);
const DOMAINS = ['example.com', 'example.org', 'example.net'];

/** mulberry32: a small, fast, deterministic PRNG returning numbers in [0, 1). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The ASCII letters of a name, lower-cased, for an email address ('Zoë' → 'zoe'). */
function slug(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/gi, 'l')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

const pad = (n, width = 2) => String(n).padStart(width, '0');

/**
 * `count` users (default 10 000) with ids 1..count: name, a unique email under the reserved
 * example domains, a fictional 555-01xx phone number, department, city, the date they joined
 * (2012–2024, `YYYY-MM-DD`), a salary, whether they are active, and `version` 1.
 */
export function generateUsers(count = 10000, seed = 20130611) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  // The addresses without a number taken so far: an address with the id in it is unique.
  const taken = new Set();
  const slugs = new Map([...FIRST, ...LAST].map((name) => [name, slug(name)]));
  const users = new Array(count);
  const start = Date.UTC(2012, 0, 1);
  const days = Math.floor((Date.UTC(2024, 11, 31) - start) / 86400000);
  const dates = Array.from({ length: days }, (_, day) => {
    const date = new Date(start + day * 86400000);
    return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  });
  for (let id = 1; id <= count; id++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const domain = pick(DOMAINS);
    let email = `${slugs.get(first)}.${slugs.get(last)}@${domain}`;
    if (taken.has(email)) email = `${slugs.get(first)}.${slugs.get(last)}${id}@${domain}`;
    else taken.add(email);
    const joined = dates[Math.floor(next() * days)];
    users[id - 1] = {
      id,
      name: `${first} ${last}`,
      email,
      phone: `+1 (${200 + Math.floor(next() * 780)}) 555-01${pad(Math.floor(next() * 100))}`,
      department: pick(DEPARTMENTS),
      city: pick(CITIES),
      joined,
      salary: 32000 + Math.floor(next() * 297) * 500,
      active: next() < 0.85,
      version: 1,
    };
  }
  return users;
}
