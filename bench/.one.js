const autocannon = require('autocannon'); const fs=require('fs');
const peak=()=>{const l=fs.readFileSync('/tmp/mem.log','utf8').trim().split('\n').slice(-6).map(JSON.parse);return 'heapUsed max '+Math.max(...l.map(x=>x.heapUsed))+' rss '+l[l.length-1].rss;};
(async () => {
  const base='http://127.0.0.1:4891';
  const login = await fetch(base+'/api/admin/login',{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify({username:'bench',password:'bench-password'})});
  const cookie = login.headers.get('set-cookie').split(';')[0];
  let n=0;
  const post = { method:'POST', headers:{'content-type':'application/json'}, setupRequest:(r)=>({...r, headers:{...r.headers,'x-forwarded-for':`10.${(n>>16)&255}.${(n>>8)&255}.${(n++)&255}`}, body: JSON.stringify({name:'Bench Person',email:'b@example.com',subject:'Bench subject',message:'A bench message of some length.'})}) };
  for (const [p,opts] of [['/api/contact',post],['/api/providers',{}],['/api/admin/stats',{headers:{cookie}}],['/api/admin/contacts?limit=100',{headers:{cookie}}],['/admin/contacts',{headers:{cookie}}]]) {
    const r = await autocannon({ url: base+p, connections: 100, duration: 6, ...opts, headers:{...(opts.headers||{})} });
    await new Promise(r=>setTimeout(r,1500));
    console.log(p, Math.round(r.requests.average), 'req/s p99', r.latency.p99, 'non2xx', r.non2xx, peak());
  }
})();
