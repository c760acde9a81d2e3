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
  it('only Owners and Property Managers control the system', () => {
    expect(canControl('owner')).toBe(true);
    expect(canControl('manager')).toBe(true);
    expect(canControl('user')).toBe(false);
    expect(canControl('guest')).toBe(false);
    expect(canControl('emergency_contact')).toBe(false);
    expect(canControl(null)).toBe(false);
  });

  it('Property Users have the basic controls: they start and stop the system, as Owners and Property Managers do', () => {
    expect(canOperate('owner')).toBe(true);
    expect(canOperate('manager')).toBe(true);
    expect(canOperate('user')).toBe(true);
    expect(canOperate('guest')).toBe(false);
    expect(canOperate('emergency_contact')).toBe(false);
    expect(canOperate(null)).toBe(false);
  });

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
