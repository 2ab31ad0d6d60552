/**
 * The discovery feature's state; its after-login load, the matches of the day, starts on
 * `memberAreaEntered`. A failed load leaves the list empty (spec 02 section 8).
 */
import type { MatchOfTheDay } from '@amora/contract';
import { createStore, sample } from 'effector';
import { memberAreaEntered } from '../../member/model';
import { sessionEnded } from '../../session/model';
import { apiCallEffect } from '../../shared/api';
import { likedMember } from './likeModel';
import { searchSettingsSaved } from './settingsModel';

export const loadMatchesOfTheDayFx = apiCallEffect((api) => api.dating.matchesOfTheDay());

export const $matchesOfTheDay = createStore<MatchOfTheDay[]>([]).reset(sessionEnded);

sample({ clock: [memberAreaEntered, searchSettingsSaved], target: loadMatchesOfTheDayFx });
$matchesOfTheDay
  .on(loadMatchesOfTheDayFx.doneData, (_, list) => list?.items ?? [])
  .on(likedMember, (matches, id) =>
    matches.map((match) =>
      match.profile.id === id ? { ...match, profile: { ...match.profile, isLiked: true } } : match,
    ),
  );
