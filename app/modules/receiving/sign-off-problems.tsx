import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from '#app/utils/use-translation';
import type { ReceiptViewLine } from './receipt-view';
import type { HeaderField, LineField, SignOffProblems } from './sign-off-check';
import { problemKey } from './receipt-editor';

const HEADER_TARGET: Record<HeaderField, string> = {
  deliveryDate: 'receipt-header',
  roomTemperature: 'delivery-checks',
  fridgeTemperature: 'delivery-checks',
  freezerTemperature: 'delivery-checks',
  backorderDate: 'delivery-checks',
};

interface SignOffProblemsListProps {
  problems: SignOffProblems;
  lines: ReceiptViewLine[];
  /** Opens and shows a line (its details may hold the field). */
  reveal: (uid: string) => void;
}

/** What still blocks sign-off, each item a link to the line or the part of the page where it is fixed. */
export function SignOffProblemsList({ problems, lines, reveal }: SignOffProblemsListProps) {
  const { t } = useTranslation();
  if (problems.count === 0) return null;
  const names = new Map(lines.map((line) => [line.uid, line.productName]));
  return (
    <div data-testid="sign-off-problems">
      <Text fw={600} size="sm">
        {t('receiving.signOff.blockedBy', { count: problems.count })}
      </Text>
      <List size="sm" spacing={2}>
        {(Object.entries(problems.header) as [HeaderField, NonNullable<SignOffProblems['header'][HeaderField]>][]).map(
          ([field, code]) => (
            <List.Item key={field}>
              <Anchor href={`#${HEADER_TARGET[field]}`}>
                {t(`receiving.signOff.header.${field}`)}: {t(problemKey(code))}
              </Anchor>
            </List.Item>
          ),
        )}
        {Object.entries(problems.lines).flatMap(([uid, fields]) =>
          (Object.entries(fields) as [LineField, NonNullable<(typeof fields)[LineField]>][]).map(([field, code]) => (
            <List.Item key={`${uid}-${field}`}>
              <Anchor
                href={`#line-${uid}`}
                onClick={(event) => {
                  event.preventDefault();
                  reveal(uid);
                }}
              >
                {names.get(uid) ?? ''}: {t(problemKey(code))}
              </Anchor>
            </List.Item>
          )),
        )}
      </List>
    </div>
  );
}
