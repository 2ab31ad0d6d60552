/**
 * The chat connection's states as spec 02 section 4 names them. SignalR's own Reconnecting shows
 * as connecting: after 'open', it means the connection was lost and is being re-established.
 */
export const hubStates = ['closed', 'connecting', 'open', 'closing'] as const;
export type HubState = (typeof hubStates)[number];
