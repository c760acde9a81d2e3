/** The spec's removal questions, word for word (customer-portal.md section 5). */
export const removeFromPropertyQuestion = (name: string) => `Remove ${name} from this property?`;

export const removeFromAccountQuestion = (name: string) => `Remove ${name} from this account?`;

export const removeFromNamedPropertyQuestion = (name: string, property: string) =>
  `Remove ${name} from ${property}?`;
