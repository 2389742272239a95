import { build } from 'esbuild';
const [name, ...targets] = process.argv.slice(2);
const r = await build({ entryPoints:[`netlify/functions/${name}.ts`], bundle:true, platform:'node', format:'esm', external:['pdfkit','harfbuzzjs'], write:false, metafile:true, outfile:'o.mjs', logLevel:'silent'});
const inputs = r.metafile.inputs;
const entry = `netlify/functions/${name}.ts`;
for (const t of targets) {
  const prev = new Map([[entry, null]]); const q=[entry];
  while (q.length) { const c=q.shift(); for (const im of inputs[c]?.imports ?? []) { if (!im.path || prev.has(im.path)) continue; prev.set(im.path, c); q.push(im.path);} }
  const chain=[]; let c=t; while (c) { chain.unshift(c); c=prev.get(c);} console.log(prev.has(t)? chain.join('\n  -> ') : `${t}: not reached`); console.log();
}
