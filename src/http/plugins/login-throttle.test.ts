import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors';
import { createLoginThrottle } from './login-throttle';

describe('login throttle', () => {
  it('locks an IP after its failures, whatever the user names, and frees it when the window passes', () => {
    const throttle = createLoginThrottle({ perIp: 3, perUsername: 100, windowMs: 1000 });
    for (let i = 0; i < 3; i++) throttle.fail('1.2.3.4', `user${i}`, 0);
    expect(() => throttle.check('1.2.3.4', 'someone', 500)).toThrow(DomainError);
    expect(() => throttle.check('5.6.7.8', 'someone', 500)).not.toThrow();
    expect(() => throttle.check('1.2.3.4', 'someone', 1001)).not.toThrow();
  });

  it('forgets a user name’s failures after a successful sign-in', () => {
    const throttle = createLoginThrottle({ perIp: 100, perUsername: 2, windowMs: 1000 });
    throttle.fail('ip', 'Admin', 0);
    throttle.succeed('admin');
    throttle.fail('ip', 'admin', 0);
    expect(() => throttle.check('ip', 'ADMIN', 1)).not.toThrow();
    throttle.fail('ip', 'admin', 2);
    expect(() => throttle.check('ip', 'admin', 3)).toThrow(expect.objectContaining({ code: 'RATE_LIMITED' }));
  });
});
