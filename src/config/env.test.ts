import { expect, test } from 'vitest';
import { parseEnv } from './env';

test('defaults apply when nothing is configured', () => {
  expect(parseEnv({}, { protocol: 'https:', host: 'admin.zfood.my' })).toEqual({
    apiBaseUrl: '/api/v1',
    socketUrl: 'wss://admin.zfood.my/admin_frontend',
    productName: 'ZFood Admin',
    version: '0.0.0',
    appEnv: 'development',
    isCustomizerEnabled: false,
  });
});

test('the socket follows the page scheme and host', () => {
  expect(
    parseEnv({}, { protocol: 'http:', host: '127.0.0.1:4310' }).socketUrl,
  ).toBe('ws://127.0.0.1:4310/admin_frontend');
});

test('configured values win and empty ones fall back to the defaults', () => {
  const env = parseEnv({
    VITE_API_BASE_URL: 'https://api.example.com/api/v1/',
    VITE_SOCKET_URL: 'wss://api.example.com/admin_frontend',
    VITE_PRODUCT_NAME: '',
    VITE_APP_VERSION: '1.4.2',
    VITE_APP_ENV: 'staging',
    VITE_THEME_CUSTOMIZER: 'true',
  });
  expect(env).toEqual({
    apiBaseUrl: 'https://api.example.com/api/v1',
    socketUrl: 'wss://api.example.com/admin_frontend',
    productName: 'ZFood Admin',
    version: '1.4.2',
    appEnv: 'staging',
    isCustomizerEnabled: true,
  });
});

test('a customizer flag that is neither true nor false is refused with the fix', () => {
  expect(() => parseEnv({ VITE_THEME_CUSTOMIZER: 'yes' })).toThrow(
    "VITE_THEME_CUSTOMIZER must be 'true' or 'false'",
  );
});
