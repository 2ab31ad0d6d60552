// The clients bench/hub.mjs drives, one kind per server of bench/hub/server.mjs. Each opens one
// member's connection and hands back an endpoint: `send(recipientId, text)` and `close()`; what
// arrives goes to the listener given to `open`: `received(message)` for a chat message from the
// partner, `failed(error)` for a send the server refused.
import { randomUUID } from 'node:crypto';
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import { hubDefaults } from '../../packages/contract/src/constants.ts';

const separator = '\x1e';
const ping = `{"type":6}${separator}`;

const opened = (socket) =>
  new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });

/**
 * Amora's hub over a raw WebSocket speaking the SignalR JSON protocol: as little client as
 * possible, so ten thousand of them in one process measure the server rather than the client.
 */
const openAmora = async (port, member, listener) => {
  const hubAddress = `127.0.0.1:${port}/v1${hubDefaults.path}`;
  const response = await fetch(`http://${hubAddress}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { cookie: member.cookie },
  });
  if (!response.ok) throw new Error(`negotiate answered ${response.status}`);
  const { connectionToken } = await response.json();
  const socket = new WebSocket(`ws://${hubAddress}?id=${connectionToken}`);
  await opened(socket);

  /** The dialog of each partner, known from the first message either way. */
  const dialogs = new Map();
  let invocations = 0;
  const handshake = new Promise((resolve, reject) => {
    socket.once('close', () => reject(new Error('the hub closed the connection')));
    socket.on('message', (data) => {
      for (const record of data.toString().split(separator)) {
        if (!record) continue;
        const message = JSON.parse(record);
        if (message.type === undefined) {
          if (message.error) reject(new Error(message.error));
          else resolve();
        } else if (message.type === 1 && message.target === 'OnNewMessage') {
          const [chatMessage] = message.arguments;
          // The sender's own connections get the message too (other tabs show it); only the
          // partner's copy is an arrival.
          if (chatMessage.senderId !== member.id) {
            dialogs.set(chatMessage.senderId, chatMessage.dialogId);
            listener.received(chatMessage);
          }
        } else if (message.type === 3) {
          if (message.error) listener.failed(message.error);
          else if (message.result?.message) {
            dialogs.set(message.result.message.recipientId, message.result.message.dialogId);
          }
        } else if (message.type === 6) {
          // The official client pings every 15 s; answering the server's pings does the same
          // for the hub's 30 s client timeout, without a timer per connection.
          socket.send(ping);
        }
      }
    });
  });
  socket.send(`{"protocol":"json","version":1}${separator}`);
  await handshake;
  return {
    send: (recipientId, text) => {
      const invocationId = String(invocations);
      invocations += 1;
      // The web client names every message, so a retry is never stored twice; so do we.
      const argument = {
        recipientId,
        message: text,
        dialogId: dialogs.get(recipientId),
        clientId: randomUUID(),
      };
      socket.send(
        `${JSON.stringify({ type: 1, invocationId, target: 'sendMessage', arguments: [argument] })}${separator}`,
      );
    },
    close: () => socket.close(),
  };
};

/** Socket.IO as a chat app would use it: WebSocket only, an emit with an acknowledgement. */
const openSocketIo = async (port, member, listener) => {
  const socket = io(`http://127.0.0.1:${port}`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
    auth: { memberId: member.id },
  });
  await new Promise((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  socket.on('message', (message) => listener.received(message));
  return {
    send: (recipientId, text) => {
      socket.emit('message', { recipientId, senderId: member.id, text }, (answer) => {
        if (!answer?.ok) listener.failed('not acknowledged');
      });
    },
    close: () => socket.close(),
  };
};

/** A bare WebSocket naming its member in the URL; frames are the messages themselves. */
const openWs = async (port, member, listener) => {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/?member=${member.id}`);
  await opened(socket);
  socket.on('message', (data) => listener.received(JSON.parse(data.toString())));
  return {
    send: (recipientId, text) =>
      socket.send(JSON.stringify({ recipientId, senderId: member.id, text })),
    close: () => socket.close(),
  };
};

export const clients = { amora: openAmora, 'socket.io': openSocketIo, ws: openWs };
