import Fastify from 'fastify'

/**
 * A bare Fastify JSON route, the floor the page server is compared with: same machine,
 * same Node, same load, no rendering. Started by ssr-throughput.ts as its own process.
 */
const app = Fastify({ logger: false })
app.get('/hello', async () => ({ hello: 'world' }))

const port = Number(process.env.PORT)
await app.listen({ host: '127.0.0.1', port })
process.stdout.write('listening\n')
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0))
})
