import { dark, fontSize, light, motion, radius, size, space, vars, zIndex } from '@amora/tokens';

const scales = { space, radius, size, zIndex, motion } as const;

/** `var(--amora-space-gutter)` → `--amora-space-gutter`: the name plain CSS uses. */
const variableName = (reference: string) => reference.replace(/^var\((.*)\)$/, '$1');

function Table({ columns, rows }: { columns: string[]; rows: string[][] }) {
  return (
    <table>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...cells]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            {columns.slice(1).map((column, index) => (
              <td key={column}>
                <code>{cells[index]}</code>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One scale of the contract: each token's name, its CSS variable and its value. */
export function ScaleTable({ scale }: { scale: keyof typeof scales }) {
  const values: Record<string, string> = scales[scale];
  const references: Record<string, string> = vars[scale];
  return (
    <Table
      columns={['Token', 'CSS variable', 'Value']}
      rows={Object.entries(values).map(([name, value]) => [
        `vars.${scale}.${name}`,
        variableName(references[name] ?? ''),
        value,
      ])}
    />
  );
}

/** The type scale: size and line height per step. */
export function FontSizeTable() {
  return (
    <Table
      columns={['Token', 'Size', 'Line height']}
      rows={Object.entries(fontSize).map(([name, step]) => [
        `vars.fontSize.${name}`,
        step.size,
        step.lineHeight,
      ])}
    />
  );
}

/** The colours (or elevations) of both themes side by side. */
export function ThemeTable({ group }: { group: 'color' | 'elevation' }) {
  const lightValues: Record<string, string> = Object.fromEntries(Object.entries(light[group]));
  const darkValues: Record<string, string> = Object.fromEntries(Object.entries(dark[group]));
  const references: Record<string, string> = vars[group];
  return (
    <Table
      columns={['Token', 'CSS variable', 'Light', 'Dark']}
      rows={Object.keys(lightValues).map((name) => [
        `vars.${group}.${name}`,
        variableName(references[name] ?? ''),
        lightValues[name] ?? '',
        darkValues[name] ?? '',
      ])}
    />
  );
}
