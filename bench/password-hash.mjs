// Cost of one password hash and one verification with Better Auth's scrypt settings, and how
// much two cores can do at once: sign-up and sign-in latency floors and the KDF's DoS budget.
// Prints one JSON line. Usage: node bench/password-hash.mjs [samples]
import { hashPassword, verifyPassword } from "better-auth/crypto";

const samples = Number(process.argv[2] ?? 30);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const hashTimes = [];
const verifyTimes = [];
let hash = await hashPassword("warm-up password");
for (let i = 0; i < samples; i++) {
  let start = performance.now();
  hash = await hashPassword(`correct horse battery ${i}`);
  hashTimes.push(performance.now() - start);
  start = performance.now();
  await verifyPassword({ hash, password: `correct horse battery ${i}` });
  verifyTimes.push(performance.now() - start);
}

const concurrency = 30;
const start = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, (_, i) => verifyPassword({ hash, password: `wrong ${i}` })),
);
const burstMs = performance.now() - start;

console.log(
  JSON.stringify({
    bench: "password-hash",
    samples,
    hash_median_ms: Number(median(hashTimes).toFixed(1)),
    verify_median_ms: Number(median(verifyTimes).toFixed(1)),
    burst_verifies: concurrency,
    burst_total_ms: Number(burstMs.toFixed(0)),
    verifies_per_second: Number(((concurrency / burstMs) * 1000).toFixed(1)),
  }),
);
