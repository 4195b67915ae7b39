import type { MessageId } from "./messages.ts";

export interface UiMessageDescriptor {
  id: MessageId;
  /** Context for translators. */
  description?: string;
}

/**
 * react-intl's defineMessages, typed against our catalogues: an id missing from the default
 * locale's catalogue is a type error. No defaultMessage: the catalogues are the only text.
 */
export function defineUiMessages<K extends string>(
  messages: Record<K, UiMessageDescriptor>,
): Record<K, UiMessageDescriptor> {
  return messages;
}
