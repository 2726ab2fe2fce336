/**
 * `npm run bench`: builds the console, prints what each route downloads
 * (gzip, and its largest files), then runs the side-by-side comparison:
 * `../shared/bench/scripts/compare.sh`, the console with its API at 100k
 * orders beside a stock Refine app and a stock react-admin app, in one run
 * (its table lands in ../shared/bench/results/anchors.md). Where that
 * harness is absent, the console's own browser bench runs instead. Figures
 * to compare side by side, not pass/fail thresholds (timed assertions flake).
 * BENCH_SKIP_BROWSER=1 stops after the sizes.
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { measureRoutes } from './bundle-size';

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const compareScript = '../shared/bench/scripts/compare.sh';

execSync('npx vite build --logLevel warn', { stdio: 'inherit' });

const shell = ['index.html', 'src/layout/app-layout.tsx'];
const routes = measureRoutes('dist', {
  '/login (sign-in entry)': ['login.html'],
  '/admin/home': [...shell, 'src/pages/home/home-page.tsx'],
  '/admin/orders (a list page)': [
    ...shell,
    'src/views/generic/resource-list-page.tsx',
  ],
  '/admin/orders/show/:id': [...shell, 'src/views/orders/order-show.tsx'],
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
for (const route of routes) {
  const largest = route.files
    .slice(0, 6)
    .map((f) => `${f.file.replace(/^assets\//, '')} ${kb(f.gzip)}`);
  console.log(`${route.route}, largest files: ${largest.join(', ')}`);
}

if (process.env.BENCH_SKIP_BROWSER !== '1') {
  // Their own processes: each starts servers and a browser over the build above.
  if (existsSync(compareScript))
    execSync(`bash ${compareScript}`, { stdio: 'inherit' });
  else execSync('node --import tsx bench/browser.ts', { stdio: 'inherit' });
}
