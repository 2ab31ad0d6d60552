import { type DataTableColumn, Text, type TextProps } from '@amora/ui';

/** A table's column of a ticket's message, cut to one line, in the tone of the table's quiet text. */
export const messageColumn = <Row extends { message: string }>(
  header: string,
  tone: TextProps['tone'],
): DataTableColumn<Row> => ({
  id: 'message',
  header,
  cell: (row) => (
    <Text as="span" size="small" tone={tone} truncate>
      {row.message}
    </Text>
  ),
});
