/**
 * The baseline: a bare Fastify server with one JSON POST route that answers like the lead API
 * without storing anything. Started as its own process, like the real server, so both are
 * measured the same way. Prints "ready <port>" once listening on 127.0.0.1.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/contacts/send', async () => [{ status: 'MSG ENVIADA', id: 'bare' }]);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const address = app.server.address();
console.log(`ready ${typeof address === 'object' && address ? address.port : ''}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
