import { Button, MantineProvider, TextInput, NativeSelect, Group, Stack, Text, Title, Paper, Badge } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Link } from 'react-router';
import { RowButton } from '#app/components/plain';
import { theme, cssVariablesResolver } from '#app/components/theme';
const cases: Record<string, () => JSX.Element> = {
  empty: () => <span />,
  button: () => <Button component={Link} to="/x" variant="light">Export</Button>,
  rowbutton: () => <RowButton to="/x" variant="light">Export</RowButton>,
  textinput: () => <TextInput label="Search" name="q" defaultValue="" />,
  select10: () => <NativeSelect label="Supplier" data={Array.from({ length: 10 }, (_, i) => String(i))} />,
  select200: () => <NativeSelect label="Supplier" data={Array.from({ length: 200 }, (_, i) => String(i))} />,
  group: () => <Group><span /></Group>,
  text: () => <Text size="sm">x</Text>,
  title: () => <Title order={2}>x</Title>,
  badge: () => <Badge>x</Badge>,
};
for (const round of [1, 2]) for (const [name, make] of Object.entries(cases)) {
  const el = <MemoryRouter><MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} withCssVariables={false}>{Array.from({ length: 50 }, (_, i) => <div key={i}>{make()}</div>)}</MantineProvider></MemoryRouter>;
  for (let i = 0; i < 50; i++) renderToString(el);
  const t = performance.now();
  for (let i = 0; i < 200; i++) renderToString(el);
  if (round === 2) console.log(name.padEnd(12), ((performance.now() - t) / 200 / 50 * 1000).toFixed(1), 'us each');
}
