// The fake WhatsApp Cloud API the browser tests' preview sends to (playwright.config.ts gives the preview
// these settings; tests/e2e/phone.spec.ts runs the fake on this port while it needs it). No imports: the
// Playwright config reads it.

export const E2E_WHATSAPP = {
  token: 'test-wa-token',
  phoneNumberId: '100200300400',
  appSecret: 'test-app-secret',
  verifyToken: 'test-verify',
};

/** The fake's port: beside the preview's own (E2E_PORT + 100), so helpers on other ports never collide. */
export const whatsappPort = (previewPort: number) => previewPort + 100;

/** The preview's WhatsApp settings, pointed at the fake. */
export const whatsappPreviewEnv = (previewPort: number): Record<string, string> => ({
  WHATSAPP_ACCESS_TOKEN: E2E_WHATSAPP.token,
  WHATSAPP_PHONE_NUMBER_ID: E2E_WHATSAPP.phoneNumberId,
  WHATSAPP_APP_SECRET: E2E_WHATSAPP.appSecret,
  WHATSAPP_VERIFY_TOKEN: E2E_WHATSAPP.verifyToken,
  WHATSAPP_API_URL: `http://127.0.0.1:${whatsappPort(previewPort)}/v23.0`,
});
