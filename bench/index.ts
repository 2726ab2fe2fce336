/**
 * `npm run bench`: builds the console and prints the figures we track: bundle
 * sizes, then the browser bench (`bench:browser`, minutes of seeding; skip it
 * with BENCH_SKIP_BROWSER=1). Figures to watch, not pass/fail thresholds
 * (timed assertions flake).
 */
import { execSync } from 'node:child_process';
import { measureRoutes } from './bundle-size';

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

const routes = measureRoutes('dist', {
  '/login': 'src/pages/auth/login-page.tsx',
  '/admin/home': 'src/pages/home/home-page.tsx',
  '/admin/orders (a list page)': 'src/views/generic/resource-list-page.tsx',
});

console.log('\nJavaScript and CSS each route downloads (gzip level 9):');
console.table(
  routes.map((r) => ({
    route: r.route,
    'JS gzip': kb(r.jsGzip),
    'JS raw': kb(r.js),
    'CSS gzip': kb(r.cssGzip),
    chunks: r.chunks,
  })),
);

if (process.env.BENCH_SKIP_BROWSER !== '1') {
  // Its own process: it starts a server and a browser, and the build above is fresh for it.
  execSync('node --import tsx bench/browser.ts', { stdio: 'inherit' });
}
