import type { Meta, StoryObj } from '@storybook/react-vite';
import { Coins } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Box } from '../../components/Box/Box';
import { Button } from '../../components/Button/Button';
import { ComboBox } from '../../components/ComboBox/ComboBox';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { PriceTag } from '../../components/PriceTag/PriceTag';
import { Segment, SegmentedControl } from '../../components/SegmentedControl/SegmentedControl';
import { Slider } from '../../components/Slider/Slider';
import { Stack } from '../../components/Stack/Stack';
import { Switch } from '../../components/Switch/Switch';
import { Text } from '../../components/Text/Text';
import { MemberFrame, screenParameters } from '../memberFrame';

const cities = [
  { id: '20095', label: 'Hamburg', description: '20095 · Germany' },
  { id: '10115', label: 'Berlin', description: '10115 · Germany' },
  { id: '80331', label: 'München', description: '80331 · Germany' },
  { id: '50667', label: 'Köln', description: '50667 · Germany' },
];

interface SearchSettingsScreenProps {
  status?: 'idle' | 'saving' | 'failed';
  /** Free location changes left; without one, a change costs 50 coins. */
  freeLocationChanges?: number;
  onSave?: () => void;
}

/** /search settings: who the match game and the grid show. */
function SearchSettingsScreen({
  status = 'idle',
  freeLocationChanges = 0,
  onSave = fn(),
}: SearchSettingsScreenProps) {
  return (
    <MemberFrame active="nearby">
      <PageHeader
        title="Search settings"
        subtitle="Who you see in For You and Nearby"
        onBack={fn()}
      />
      <Box background="surface" borderRadius="large" padding="large" boxShadow="small">
        <Stack space="xlarge">
          <SegmentedControl label="Interested in" defaultValue="female">
            <Segment value="female">Women</Segment>
            <Segment value="male">Men</Segment>
            <Segment value="both">Both</Segment>
          </SegmentedControl>
          <Slider label="Age" defaultValue={[24, 35]} minValue={18} maxValue={80} />
          <Slider
            label="Distance"
            defaultValue={50}
            minValue={5}
            maxValue={200}
            formatOptions={{ style: 'unit', unit: 'kilometer' }}
          />
          <Stack space="small">
            <ComboBox label="Location" defaultItems={cities} defaultSelectedKey="20095" />
            <Text size="small" tone="muted">
              {freeLocationChanges > 0 ? (
                `You have ${freeLocationChanges} free location change left.`
              ) : (
                <>
                  Changing your location costs <PriceTag amount={50} size="small" />
                </>
              )}
            </Text>
          </Stack>
          <Switch>Only members from my country</Switch>
          {status === 'failed' && (
            <Box role="alert">
              <Text tone="critical">
                Your search settings could not be saved. Please try again.
              </Text>
            </Box>
          )}
          <Button
            size="large"
            fullWidth
            isPending={status === 'saving'}
            onPress={onSave}
            icon={freeLocationChanges > 0 ? undefined : <Coins size={18} />}
          >
            Save
          </Button>
        </Stack>
      </Box>
    </MemberFrame>
  );
}

const meta = {
  title: 'Screens/Member/SearchSettings',
  component: SearchSettingsScreen,
  parameters: screenParameters,
} satisfies Meta<typeof SearchSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { onSave: fn() },
  play: async ({ args, canvas }) => {
    const [minimum] = within(canvas.getByRole('group', { name: 'Age' })).getAllByRole('slider');
    await userEvent.click(minimum as HTMLElement);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('25 – 35')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const FreeLocationChange: Story = { args: { freeLocationChanges: 1 } };

export const Saving: Story = { args: { status: 'saving' } };

export const SaveFailed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('could not be saved');
  },
};
