// The API client's own two sentences (no answer, or no readable answer). They are part of the message
// dictionary (src/lib/messages.ts spreads them in) but live here so the client needs no dictionary.
export const apiFallbackText = {
  'ui.network': 'We could not reach the server. Please check your connection and try again, or call us.',
  'http.internal': 'Something went wrong on our side. Please try again, or call us.',
} as const;
