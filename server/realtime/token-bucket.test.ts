import { expect, test } from 'vitest';
import { createTokenBucket } from './token-bucket';

function bucketAt(time: { ms: number }) {
  return createTokenBucket({ perSecond: 20, burst: 40 }, () => time.ms);
}

const takes = (bucket: { take(): boolean }, n: number) =>
  Array.from({ length: n }, () => bucket.take()).filter(Boolean).length;

test('a full bucket gives its burst at once, then refuses', () => {
  const bucket = bucketAt({ ms: 0 });
  expect(takes(bucket, 41)).toBe(40);
  expect(bucket.take()).toBe(false);
});

test('it refills at the rate, never beyond the burst', () => {
  const time = { ms: 0 };
  const bucket = bucketAt(time);
  takes(bucket, 40);
  time.ms = 500;
  expect(takes(bucket, 20)).toBe(10);
  time.ms = 60_000;
  expect(takes(bucket, 100)).toBe(40);
});

test('a client within the rate is never refused', () => {
  const time = { ms: 0 };
  const bucket = bucketAt(time);
  for (let i = 0; i < 1000; i += 1) {
    time.ms += 50;
    expect(bucket.take()).toBe(true);
  }
});
