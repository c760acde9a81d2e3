/** "2-3 days": how long a step of a project takes. */
export const dayRange = (min: number, max: number) => `${String(min)}-${String(max)} days`;
