// Password hashing for back-office accounts (argon2id, OWASP parameters of @node-rs/argon2's defaults).
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Compared against when the user does not exist, so a wrong user name costs as long as a wrong password. */
export const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$Ho6M8f1H2c7Wnf0aeZcCxg$gcJTDeKgN+3DTZ4dRQ5KPlPM3C664pTKTEYP7sqLvBs';
