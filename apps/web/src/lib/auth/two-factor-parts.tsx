import { Anchor, Button, Checkbox, Code, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';

/** Recovery codes, shown once, kept until the person says they saved them. */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel = 'Continue',
}: {
  codes: string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  const [saved, setSaved] = useState(false);
  return (
    <Stack gap="sm">
      <Text size="sm">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your
        authenticator app. They are shown only now.
      </Text>
      <List
        aria-label="Recovery codes"
        spacing={2}
        styles={{ item: { fontFamily: 'monospace' } }}
        listStyleType="none"
      >
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Checkbox
        label="I have saved these codes"
        checked={saved}
        onChange={(event) => {
          setSaved(event.currentTarget.checked);
        }}
      />
      <Button disabled={!saved} onClick={onDone}>
        {doneLabel}
      </Button>
    </Stack>
  );
}

/** The secret as text and as an otpauth link (no QR code library in the product). */
export function AuthenticatorSecret({ secret, url }: { secret: string; url: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm">
        Add an account to your authenticator app with this key (time-based, 6 digits, 30 seconds):
      </Text>
      <Code
        block
        tabIndex={0}
        aria-label="Authenticator key"
        // The whole key stays readable at any width: it wraps between its groups of four
        // instead of running out of its box (issue 36: it was clipped with no scrollbar).
        style={{ fontSize: 16, letterSpacing: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {secret.replace(/(.{4})/g, '$1 ').trim()}
      </Code>
      <Text size="sm">
        On a phone with the app installed,{' '}
        <Anchor href={url}>open the key in your authenticator app</Anchor>.
      </Text>
    </Stack>
  );
}
