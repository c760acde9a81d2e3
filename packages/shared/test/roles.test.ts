import { describe, expect, it } from 'vitest';
import {
  canControl,
  canOperate,
  panelNumberFromSiteId,
  propertyRoleFromAccountRole,
  siteIdForPanel,
  strongestRole,
} from '../src';

describe('property roles', () => {
  // role: [starts and stops (basic controls), changes settings and users (control)]
  it.each([
    ['owner', true, true],
    ['manager', true, true],
    ['user', true, false],
    ['guest', false, false],
    ['emergency_contact', false, false],
    [null, false, false],
  ] as const)(
    'Property Users have the basic controls, only Owners and Property Managers control: %s',
    (role, operates, controls) => {
      expect(canOperate(role)).toBe(operates);
      expect(canControl(role)).toBe(controls);
    },
  );

  it('an Account Owner owns every property of the account; a Billing Contact sees none', () => {
    expect(propertyRoleFromAccountRole('account_owner')).toBe('owner');
    expect(propertyRoleFromAccountRole('property_manager')).toBe('manager');
    expect(propertyRoleFromAccountRole('billing_contact')).toBeNull();
  });

  it('the stronger of two roles counts', () => {
    expect(strongestRole(['guest', 'owner'])).toBe('owner');
    expect(strongestRole(['guest', null])).toBe('guest');
    expect(strongestRole([null, undefined])).toBeNull();
  });
});

describe('site ids', () => {
  it('the four-digit panel number is extracted from the site id', () => {
    expect(panelNumberFromSiteId(siteIdForPanel(1004))).toBe(1004);
    expect(panelNumberFromSiteId('WD-1001')).toBe(1001);
    expect(panelNumberFromSiteId('no-number')).toBeNull();
  });
});
