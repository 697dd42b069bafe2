const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** For text and attribute values alike: every character HTML gives a meaning is escaped. */
export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}
