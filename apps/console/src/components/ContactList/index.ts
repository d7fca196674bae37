export { ContactList, type ContactListProps, type ContactListTexts } from './ContactList';
export { cooldownLeft, EVENT_COOLDOWN_MS, robotEventSentAtAtom, useEventCooldown } from './event-cooldown';
export { hasContent, MESSAGE_MAX_LENGTH, normaliseContent, type TextMessage, textMessage } from './message';
export type { SendMessageDialogProps, SendTarget, SendUploader } from './SendMessageDialog';
