/**
 * The baseline: a bare Fastify server with a JSON POST route that answers like the lead API
 * without storing anything, and its twin for visit events. Started as its own process, like the real server, so both are
 * measured the same way. Prints "ready <port>" once listening on 127.0.0.1.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/contacts/send', async () => [{ status: 'MSG ENVIADA', id: 'bare' }]);
// The visit events' twin: the tracker's text/plain body, read and parsed, answered 202.
app.post('/api/event', async (request, reply) => {
  JSON.parse(String(request.body));
  return reply.code(202).send({});
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
console.log(`ready ${typeof address === 'object' && address ? address.port : ''}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
