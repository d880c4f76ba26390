// Comparing secrets (signatures, tokens): shared by the HTTP guards and the payment adapters, which check their own.
import { timingSafeEqual } from 'node:crypto';

/** Equality of two secrets in constant time (a length difference answers false at once: lengths are not secret). */
export function safeEqual(a: string | Buffer, b: string | Buffer): boolean {
  const left = typeof a === 'string' ? Buffer.from(a) : a;
  const right = typeof b === 'string' ? Buffer.from(b) : b;
  return left.length === right.length && timingSafeEqual(left, right);
}
