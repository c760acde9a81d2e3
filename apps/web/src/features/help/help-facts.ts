/**
 * Figures the help text gives that no other rule uses yet. (A spec constant: belongs in
 * @wildfire/shared next to PRESSURE_PSI.)
 */
export const PARTNER_EMERGENCY_RESPONSE_HOURS = 2;
