/**
 * The wheel of fortune (spec 02 section 2): one free spin a UTC day. The server draws the prize;
 * the wheel turns to it and the balance shown is the one the server answered.
 */
import { WheelOfFortune, type WheelSegment, wheelSegmentTones } from '@amora/ui';
import { useUnit } from 'effector-react';
import { Sparkles } from 'lucide-react';
import { useIntl } from 'react-intl';
import { $configuration } from '../../../session/model';
import { $nextWheelSpinAt, spinWheelFx, wheelLanded } from '../model/rewards';
import { Panel } from './Panel';
import { useGiftText } from './texts';

export function WheelPanel() {
  const intl = useIntl();
  const giftText = useGiftText();
  const [configuration, nextSpinAt, spin, landed] = useUnit([
    $configuration,
    $nextWheelSpinAt,
    spinWheelFx,
    wheelLanded,
  ]);
  const segments: WheelSegment[] = (configuration?.wheelPrizes ?? []).map((prize, index) => ({
    label: giftText(prize),
    tone: wheelSegmentTones[index % wheelSegmentTones.length] ?? 'brand',
  }));
  const waitMs = nextSpinAt ? new Date(nextSpinAt).getTime() - Date.now() : 0;
  const canSpin = waitMs <= 0;
  const minutes = Math.ceil(waitMs / 60_000);
  return (
    <Panel icon={<Sparkles size={40} />} title={intl.formatMessage({ id: 'shop.wheel.title' })}>
      {segments.length > 1 && (
        <WheelOfFortune
          segments={segments}
          onSpin={async () => (await spin()).prizeIndex}
          onSpinEnd={() => landed()}
          canSpin={canSpin}
          hasFreeSpin={canSpin}
          nextSpinText={
            canSpin
              ? undefined
              : intl.formatMessage(
                  { id: 'shop.wheel.next' },
                  { hours: Math.floor(minutes / 60), minutes: minutes % 60 },
                )
          }
        />
      )}
    </Panel>
  );
}
