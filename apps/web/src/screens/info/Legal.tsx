/**
 * The legal pages (imprint, terms, end-user licence, privacy): the German text is binding and
 * shown in German; every other language reads the English text with a note saying so.
 */
import { Heading, Spinner, Stack, Text } from '@amora/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/catalogue';
import { FormNotice } from '../frames';
import { InfoPage } from './InfoPage';
import type { LegalDocument, LegalTexts } from './legal/document';

export type LegalPageName = 'imprint' | 'terms' | 'eula' | 'privacy';

const load: Record<LegalPageName, () => Promise<{ texts: LegalTexts }>> = {
  imprint: () => import('./legal/imprint'),
  terms: () => import('./legal/terms'),
  eula: () => import('./legal/eula'),
  privacy: () => import('./legal/privacy'),
};

const titles: Record<LegalPageName, MessageId> = {
  imprint: 'page.imprint',
  terms: 'page.terms',
  eula: 'page.eula',
  privacy: 'page.privacy',
};

function useLegalTexts(page: LegalPageName) {
  const [texts, setTexts] = useState<LegalTexts | null>(null);
  useEffect(() => {
    let current = true;
    setTexts(null);
    void load[page]().then((module) => {
      if (current) setTexts(module.texts);
    });
    return () => {
      current = false;
    };
  }, [page]);
  return texts;
}

function LegalBody({ document }: { document: LegalDocument }) {
  const intl = useIntl();
  return (
    <Stack space="large">
      <Text tone="muted" size="small">
        <FormattedMessage
          id="legal.updated"
          values={{ date: intl.formatDate(document.updated, { dateStyle: 'long' }) }}
        />
      </Text>
      {document.sections.map((section) => (
        <Stack key={section.heading} space="small">
          <Heading level={3} as="h2">
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** `children` follow the text (the privacy page's own choices). */
export function LegalPage({ page, children }: { page: LegalPageName; children?: ReactNode }) {
  const intl = useIntl();
  const texts = useLegalTexts(page);
  const isGerman = intl.locale === 'de';
  const document = texts ? (isGerman ? texts.de : texts.en) : null;
  return (
    <InfoPage
      title={document?.title ?? intl.formatMessage({ id: titles[page] })}
      intro={
        !isGerman && (
          <FormNotice tone="info">
            <FormattedMessage id="legal.bindingNote" />
          </FormNotice>
        )
      }
    >
      {document ? (
        <Stack space="xlarge">
          <LegalBody document={document} />
          {children}
        </Stack>
      ) : (
        <Spinner label={intl.formatMessage({ id: 'app.loading' })} />
      )}
    </InfoPage>
  );
}
