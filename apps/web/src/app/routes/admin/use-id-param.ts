import { useParams } from 'react-router';

/** A numeric id from the route (`:userId`, `:groupId`); null when it is not one. */
export function useIdParam(name: string): number | null {
  const value = useParams()[name];
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}
