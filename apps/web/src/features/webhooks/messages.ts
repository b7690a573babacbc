/** The Webhooks screen's words (issue 30 §4; the spec names no texts for it: plain English). */
export const WEBHOOK_TEXT = {
  title: 'Webhooks',
  intro:
    'Webhooks tell your other systems when something happens here. Each endpoint receives the events you choose as signed POST requests (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature).',
  create: 'New Endpoint',
  editTitle: (url: string) => `Editing Endpoint - ${url}`,
  url: 'URL',
  urlHelp: 'An https:// address your system listens on.',
  events: 'Events',
  eventsHelp: 'The events this endpoint receives.',
  enabled: 'Enabled',
  empty: 'No webhook endpoints yet. Add one to tell your other systems about changes.',
  listError: 'The webhook endpoints could not be loaded.',
  status: 'Status',
  active: 'Active',
  off: 'Off',
  turnedOff: 'Off after 24 hours of failures',
  failing: 'Failing',
  paused: 'Paused',
  setUpByKey: (name: string | null, acts: boolean) =>
    `Set up with the API key ${name ?? '(deleted)'}${acts ? '' : ', which no longer works: save the endpoint to take it over'}`,
  secretTitle: 'Signing secret',
  secretWarning: 'Copy the signing secret now. It will not be shown again.',
  rotatedWarning:
    'Copy the new signing secret now. It will not be shown again. The old secret keeps signing beside it for 24 hours.',
  copy: 'Copy',
  copied: 'Signing secret copied',
  copyFailed: 'Could not copy: select the secret and copy it yourself',
  done: 'Done',
  rotate: 'Rotate Secret',
  rotateTitle: 'Rotate the signing secret?',
  rotateMessage:
    'A new secret is made and shown once. For 24 hours every delivery is signed with both the old and the new secret, so your receiver can switch without missing one.',
  deliveries: 'Deliveries',
  deliveriesTitle: (url: string) => `Deliveries - ${url}`,
  deliveriesEmpty: 'No deliveries yet.',
  deliveriesError: 'The deliveries could not be loaded.',
  redeliver: 'Redeliver',
  remove: 'Delete',
  removeTitle: 'Delete webhook endpoint?',
  removeMessage: (url: string) =>
    `${url} receives no more events, and its delivery log is deleted. This cannot be undone.`,
  close: 'Close',
} as const;

export const WEBHOOK_TOASTS = {
  added: 'Webhook endpoint added',
  saved: 'Webhook endpoint saved',
  saveError: 'Error saving webhook endpoint',
  removed: 'Webhook endpoint deleted',
  removeError: 'Error deleting webhook endpoint',
  rotateError: 'Error rotating the signing secret',
  redelivered: 'Delivery queued again',
  redeliverError: 'Error queuing the delivery again',
} as const;

export const DELIVERY_STATUS_LABELS = {
  pending: 'Waiting',
  sending: 'Sending',
  succeeded: 'Delivered',
  failed: 'Failed',
} as const;
