import { HttpTransportType, type HubConnection } from '@microsoft/signalr';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ledgerEntries, messages, type UserRow, users } from '../../src/db/schema';
import { hubUrl } from '../../src/hub';
import { connect, promptClose } from '../hub/support';
import { type Member, type SocialServer, startSocialServer } from '../routes/dating/support';

export interface ChatServer extends SocialServer {
  baseUrl: string;
  hubAddress: string;
  /** A hub connection of the member (WebSockets unless told). */
  connectAs: (
    member: Pick<Member, 'cookie'>,
    transport?: HttpTransportType,
  ) => Promise<HubConnection>;
}

export const startChatServer = async (env: Record<string, string> = {}): Promise<ChatServer> => {
  const server = await startSocialServer(env);
  const baseUrl = await server.listen();
  const opened: HubConnection[] = [];
  return {
    ...server,
    baseUrl,
    hubAddress: `${baseUrl}${hubUrl}`,
    connectAs: async (member, transport = HttpTransportType.WebSockets) => {
      const connection = await connect(`${baseUrl}${hubUrl}`, member.cookie, transport);
      opened.push(connection);
      return connection;
    },
    close: promptClose(server.app, async () => {
      await Promise.all(opened.map((connection) => connection.stop()));
      await server.close();
    }),
  };
};

/** Every call of `target` a connection receives, in order. */
export const collect = <T = unknown>(connection: HubConnection, target: string): T[] => {
  const received: T[] = [];
  connection.on(target, (payload: T) => {
    received.push(payload);
  });
  return received;
};

export { sessionCookie } from '../helpers';

export const userRow = async (app: FastifyInstance, id: string): Promise<UserRow> => {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error('no such user');
  return row;
};

export const messagesOf = (app: FastifyInstance, senderId: string) =>
  app.db.select().from(messages).where(eq(messages.senderId, senderId));

/** Sets columns of a member's row directly (a state no call of the client reaches quickly). */
export const setUserRow = (
  app: FastifyInstance,
  id: string,
  values: Partial<typeof users.$inferInsert>,
) => app.db.update(users).set(values).where(eq(users.id, id));

export const ledgerOf = (app: FastifyInstance, userId: string) =>
  app.db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, userId));

/** Two members who may write to each other, the sender with `coins`. */
export const pair = async (server: ChatServer, coins = 100) => {
  const sender = await server.member({ gender: 'male', searchGender: 'female', coins });
  const partner = await server.member({ gender: 'female', searchGender: 'male' });
  return { sender, partner };
};
