import { expect, test } from 'vitest';
import { loggableUrl } from './request-logging';

test.each([
  ['/api/v1/admin/orders', '/api/v1/admin/orders'],
  [
    '/api/v1/admin/orders?page=2&sort=-createdAt',
    '/api/v1/admin/orders?page=2&sort=-createdAt',
  ],
  ['/reset?reset_token=abc&x=1', '/reset?reset_token=%5Bredacted%5D&x=1'],
  [
    '/x?access_token=a&otp=123456&password=p',
    '/x?access_token=%5Bredacted%5D&otp=%5Bredacted%5D&password=%5Bredacted%5D',
  ],
  ['/x?search[status]=NEW', '/x?search[status]=NEW'],
])('loggableUrl(%j) hides secrets', (url, expected) => {
  expect(loggableUrl(url)).toBe(expected);
});
