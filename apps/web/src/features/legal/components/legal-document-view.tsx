import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

import { useAppConfig } from '@/components/layout/use-app-config';
import { formatLongDay } from '@/lib/format/dates';
import { SUPPORT_EMAIL_TOKEN, SUPPORT_PHONE_TOKEN, type LegalDocument } from '../legal-documents';

/** A paragraph with the support contacts put in as links (or as words while they load). */
function WithContacts({ text }: { text: string }) {
  const { data: config } = useAppConfig();
  const parts = text.split(new RegExp(`(${SUPPORT_EMAIL_TOKEN}|${SUPPORT_PHONE_TOKEN})`));
  return parts.map((part, i): ReactNode => {
    if (part === SUPPORT_EMAIL_TOKEN) {
      return config ? (
        <Anchor key={i} href={`mailto:${config.support_email}`} underline="always">
          {config.support_email}
        </Anchor>
      ) : (
        'support'
      );
    }
    if (part === SUPPORT_PHONE_TOKEN) {
      return config ? (
        <Anchor
          key={i}
          href={`tel:${config.support_phone.replace(/[^\d+]/g, '')}`}
          underline="always"
        >
          {config.support_phone}
        </Anchor>
      ) : (
        'the support line'
      );
    }
    return <Fragment key={i}>{part}</Fragment>;
  });
}

/** One of the legal documents, as readable text with its date. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <Stack gap="md" maw={760}>
      <Text size="sm">Last updated {formatLongDay(document.updated)}.</Text>
      <Text>{document.intro}</Text>
      {document.sections.map((section) => (
        <Stack key={section.heading} gap="xs" component="section">
          <Title order={2} size="h3">
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) =>
            paragraph.startsWith('- ') ? (
              <List key={paragraph} spacing={4}>
                {paragraph.split('\n').map((line) => (
                  <List.Item key={line}>
                    <WithContacts text={line.slice(2)} />
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text key={paragraph}>
                <WithContacts text={paragraph} />
              </Text>
            ),
          )}
        </Stack>
      ))}
    </Stack>
  );
}
