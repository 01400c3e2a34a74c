import { readFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
const dist='packages/islands/dist';
const m=JSON.parse(readFileSync(dist+'/hearth-metafile.json'));
const man=JSON.parse(readFileSync(dist+'/hearth-manifest.json'));
const br=(f)=>brotliCompressSync(readFileSync(dist+'/'+f),{params:{[constants.BROTLI_PARAM_QUALITY]:11}}).length;
for (const name of process.argv.slice(2)) {
  const isl=man.islands[name];
  console.log('=====',name, 'entry', br(isl.file));
  for (const f of isl.deps) { const out=m.outputs[dist+'/'+f]; const by={};
    for(const [k,v] of Object.entries(out?.inputs||{})){const key=k.replace(/.*node_modules\/((@[^/]+\/)?[^/]+)\/.*/,'nm:$1').replace(/packages\/([^/]+)\/src\/([^/]*).*/,'$1/$2');by[key]=(by[key]||0)+v.bytesInOutput}
    console.log(f, br(f), Object.entries(by).sort((a,b)=>b[1]-a[1]).slice(0,10).map(([k,v])=>v+' '+k).join(', ')); }
}
