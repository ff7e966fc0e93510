import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { PasswordHashing } from "../auth/auth.js";

// Better Auth's scrypt and format (salt:key in hex) at a sixteenth of its cost: the server
// tests sign up and sign in thousands of people, and at full cost hashing was over half of
// their time. One test checks that an app built without this hashes at full cost.
const N = 1024;
const R = 16;
const KEY_LENGTH = 64;

function keyOf(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N, r: R, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export const testPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await keyOf(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    const expected = Buffer.from(key, "hex");
    const actual = await keyOf(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
