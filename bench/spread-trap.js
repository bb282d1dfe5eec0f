// `node bench/spread-trap.js`: how long V8 takes to build a request's extra headers in the ways
// JavaScript allows (bench/RESULTS.md, session 9). In Node 20 (V8 11.3) a spread followed by a key
// the spread object lacks is 20-40 times slower than the spread alone or a key-by-key copy.
const headers = { "User-Agent": "apitest" };
const KEY = "X-Apitest-Case-Id";
const ways = {
  "{ ...headers } alone": (h) => ({ ...h }),
  "{ ...headers, [KEY]: id } (new key)": (h, id) => ({ ...h, [KEY]: id }),
  "{ ...headers, 'User-Agent': id } (existing key)": (h, id) => ({ ...h, "User-Agent": id }),
  "Object.assign({}, headers) then store": (h, id) => {
    const all = Object.assign({}, h);
    all[KEY] = id;
    return all;
  },
  "copy key by key, then store": (h, id) => {
    const all = {};
    for (const name in h) all[name] = h[name];
    all[KEY] = id;
    return all;
  },
};
let sink = 0;
for (const [name, build] of Object.entries(ways)) {
  for (let i = 0; i < 200_000; i++) sink += Object.keys(build(headers, `id${i & 7}`)).length;
  const started = process.hrtime.bigint();
  for (let i = 0; i < 1_000_000; i++) for (const key in build(headers, `id${i & 7}`)) sink += key.length;
  process.stdout.write(`${name.padEnd(50)} ${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(0).padStart(5)} ns\n`);
}
if (sink === 0) process.stdout.write("\n");
