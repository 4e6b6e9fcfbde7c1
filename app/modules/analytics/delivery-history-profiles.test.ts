import { describe, expect, it } from 'vitest';
import { DELIVERY_PROFILES, PROFILE_RULES, deliveryChance, kindBounds } from './delivery-history-profiles';

describe('delivery history profiles', () => {
  it('tells the stories: the late supplier is late most often, the warm one has the most temperature problems', () => {
    const others = DELIVERY_PROFILES.filter((profile) => profile !== 'late');
    for (const profile of others)
      expect(PROFILE_RULES.late.lateShare).toBeGreaterThan(PROFILE_RULES[profile].lateShare);
    const temperature = (profile: keyof typeof PROFILE_RULES) =>
      PROFILE_RULES[profile].problemShare * PROFILE_RULES[profile].kinds.temperature;
    for (const profile of DELIVERY_PROFILES.filter((p) => p !== 'warm'))
      expect(temperature('warm')).toBeGreaterThan(temperature(profile));
    for (const profile of DELIVERY_PROFILES.filter((p) => p !== 'reliable'))
      expect(PROFILE_RULES.reliable.problemShare).toBeLessThan(PROFILE_RULES[profile].problemShare);
  });

  it('keeps every share a probability and answer days ordered', () => {
    for (const rule of Object.values(PROFILE_RULES)) {
      for (const share of [rule.lateShare, rule.problemShare, rule.unacceptableShare, rule.backorderShare]) {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(1);
      }
      expect(rule.answerDays[0]).toBeLessThanOrEqual(rule.answerDays[1]);
      expect(rule.lateDaysMax).toBeGreaterThanOrEqual(1);
    }
  });

  it('spreads deliveries per week over Monday to Saturday', () => {
    expect(deliveryChance(3)).toBe(0.5);
    expect(deliveryChance(6)).toBe(1);
    expect(deliveryChance(10)).toBe(1);
    expect(deliveryChance(-1)).toBe(0);
  });

  it('turns the kinds into cumulative bounds', () => {
    expect(kindBounds({ short: 0.5, over: 0.2, rejected: 0.2, temperature: 0.1 }).map((x) => x.toFixed(2))).toEqual([
      '0.50',
      '0.70',
      '0.90',
    ]);
    expect(kindBounds({ short: 1, over: 1, rejected: 1, temperature: 1 })).toEqual([0.25, 0.5, 0.75]);
  });
});
