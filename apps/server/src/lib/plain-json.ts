/**
 * A JSON object from members that are JSON text already, such as an array the database wrote
 * (`json_agg`): spliced in as they are instead of being parsed and written out again.
 */
export const jsonObjectText = (members: Record<string, string>): string =>
  `{${Object.entries(members)
    .map(([name, json]) => `${JSON.stringify(name)}:${json}`)
    .join(',')}}`;
