/** The offline and update-required states: the browser's connection events and the versions. */
import { defaultConfiguration } from '@amora/contract';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $configuration } from '../../session/model';
import {
  $online,
  $updateRequired,
  appVersion,
  browserWentOffline,
  browserWentOnline,
  compareVersions,
} from './appStatus';

describe('update required', () => {
  it('compares versions part by part, as numbers', () => {
    expect(compareVersions('1.10.0', '1.9.3')).toBe(1);
    expect(compareVersions('0.1.0', '0.1')).toBe(0);
    expect(compareVersions('0.1.0', '0.2.0')).toBe(-1);
    expect(compareVersions('2.0.0-beta', '2.0.0')).toBe(0);
  });

  it('asks for the update only while the server needs a newer app than this one', async () => {
    const scope = fork();
    expect(scope.getState($updateRequired)).toBe(false);
    await allSettled($configuration, {
      scope,
      params: { ...defaultConfiguration, minimumAppVersion: '999.0.0' },
    });
    expect(scope.getState($updateRequired)).toBe(true);
    await allSettled($configuration, {
      scope,
      params: { ...defaultConfiguration, minimumAppVersion: appVersion },
    });
    expect(scope.getState($updateRequired)).toBe(false);
  });
});

describe('offline', () => {
  it('follows the browser going offline and online again', async () => {
    const scope = fork();
    await allSettled(browserWentOffline, { scope });
    expect(scope.getState($online)).toBe(false);
    await allSettled(browserWentOnline, { scope });
    expect(scope.getState($online)).toBe(true);
  });
});
