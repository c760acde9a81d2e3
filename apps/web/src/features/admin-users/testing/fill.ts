import type userEvent from '@testing-library/user-event';

/** Types a value in one go: typing it key by key is slow with Mantine inputs in jsdom. */
export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  input: HTMLElement,
  value: string,
) {
  await user.click(input);
  await user.paste(value);
}
