import autocannon from "autocannon";
const r = await autocannon({ url: process.argv[2], connections: 10, duration: 5, headers: { "accept-language": "tr-TR", "accept-encoding": "gzip" } });
console.log(JSON.stringify({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx, total: r.requests.total, codes: r.statusCodeStats }));
