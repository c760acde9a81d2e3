/** What a provider reports for one message: accepted (sent), confirmed (delivered) or failed. */
export interface ProviderOutcome {
  status: 'sent' | 'delivered' | 'failed';
  /** Why it failed, in a line (kept with the delivery). */
  error?: string;
  /**
   * The failure may pass (no answer, a busy or failing service): worth trying again later, unlike
   * a refusal for good such as a number the carrier does not know.
   */
  retryable?: boolean;
}

/** Where providers write what they would have sent: the server log in the embedded default. */
export interface NotifyLog {
  info(details: Record<string, unknown>, message: string): void;
}
