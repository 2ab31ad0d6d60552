import { type ColorTokens, contrastRatio, nonTextPairs, textPairs } from '@amora/tokens';

/**
 * The WCAG ratio of every pair the components draw, for a theme's colours: text pairs need 4.5:1,
 * borders and the focus ring 3:1.
 */
export function ContrastTable({ colors }: { colors: ColorTokens }) {
  const rows = [
    ...textPairs.map(([fore, back]) => ({ fore, back, needed: 4.5 })),
    ...nonTextPairs.map(([fore, back]) => ({ fore, back, needed: 3 })),
  ];
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Foreground</th>
          <th scope="col">Background</th>
          <th scope="col">Ratio</th>
          <th scope="col">Needed</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ fore, back, needed }) => {
          const ratio = contrastRatio(colors[fore], colors[back]);
          return (
            <tr key={`${fore}-${back}`}>
              <td>
                <code>{fore}</code>
              </td>
              <td>
                <code>{back}</code>
              </td>
              <td>
                {ratio.toFixed(2)}
                {ratio < needed && ' ✗ too low'}
              </td>
              <td>{needed}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
