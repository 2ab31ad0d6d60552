export { ClientError, type ClientErrorLabel } from './http/clientError.ts';
export {
  type CallArgs,
  type CallOptions,
  type CallOutput,
  createHttpClient,
  type HttpClient,
  type HttpClientOptions,
  type Result,
} from './http/httpClient.ts';
export { isSessionExpiry } from './http/sessionExpiry.ts';
export { type HubState, hubStates } from './hub/connectionState.ts';
export {
  createHubClient,
  type HubClient,
  type HubClientOptions,
  type OutgoingMessage,
  type SendMessagePayload,
} from './hub/hubClient.ts';
export { reconnectDelay, reconnectPolicy } from './hub/reconnectPolicy.ts';
export { type Api, createApi } from './rest/api.ts';
export {
  type BoundEndpoint,
  type BoundEndpoints,
  bindEndpoint,
  bindEndpoints,
  type EndpointTable,
} from './rest/bindEndpoints.ts';
