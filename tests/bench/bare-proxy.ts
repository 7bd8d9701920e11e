// The least any gateway in front of the api does per request, for the benchmark's reference
// line: read the request, make the one REST call, parse its JSON, serialize an answer. No
// GraphQL, no checks: what the gateway's CPU per request cannot go below.
import { createServer } from 'node:http';
import { Pool } from 'undici';

const apiUrl = process.env.API_URL!;
const port = Number(process.env.PORT);
const api = new Pool(apiUrl, { connections: 32 });

createServer((request, response) => {
  void (async () => {
    for await (const chunk of request) void chunk;
    const answer = await api.request({ path: '/api/posts/explorer?page=1&limit=14', method: 'GET' });
    const body = JSON.stringify({ data: { explorer: await answer.body.json() } });
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  })();
}).listen(port, '127.0.0.1', () => console.log(`bare proxy listening on ${port}`));
