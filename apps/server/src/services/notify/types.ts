/** What a provider reports for one message: accepted (sent), confirmed (delivered) or failed. */
export interface ProviderOutcome {
  status: 'sent' | 'delivered' | 'failed';
  /** Why it failed, in a line (kept with the delivery). */
  error?: string;
}

/** Where providers write what they would have sent: the server log in the embedded default. */
export interface NotifyLog {
  info(details: Record<string, unknown>, message: string): void;
}
