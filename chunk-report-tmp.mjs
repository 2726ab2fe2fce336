import { build } from 'vite';
await build({ logLevel: 'silent', build: { outDir: '/tmp/dist-report', emptyOutDir: true }, plugins: [{ name: 'report', apply: 'build', generateBundle(_, bundle) {
  for (const c of Object.values(bundle)) {
    if (c.type !== 'chunk' || !/^(console-vendor|mui-|runtime|grid|mui-sign-in)/.test(c.name)) continue;
    const byPkg = new Map();
    for (const [id, m] of Object.entries(c.modules)) { const k = (id.match(/node_modules\/((@[^/]+\/)?[^/]+)/)?.[1]) ?? 'app'; byPkg.set(k, (byPkg.get(k) ?? 0) + m.renderedLength); }
    console.log(c.name, c.code.length, [...byPkg].sort((a, b) => b[1] - a[1]).slice(0, 14).map(([k, v]) => `${k}:${(v / 1024).toFixed(0)}k`).join(' '));
  }
} }] });
