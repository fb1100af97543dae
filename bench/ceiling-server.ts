import { createServer } from 'node:http';

// The machine's ceiling: the least work an HTTP server on Node.js can do per request (a fixed
// JSON body, no routing, no database). Started as its own process, like the application.
const body = JSON.stringify({ status: 'ok', service: 'ceiling' });

createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}).listen(Number(process.env.PORT), process.env.HOST);
