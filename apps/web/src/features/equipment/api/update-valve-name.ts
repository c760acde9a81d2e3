import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest, withQuery } from '@/lib/api-client';
import { valveNameKeys, type ValveNames } from './get-valve-names';

/** The longest valve name the server keeps. */
export const VALVE_NAME_MAX_LENGTH = 60;

export interface ValveRename {
  tag: string;
  /** Empty restores the default name. */
  name: string;
}

export const updateValveName = (siteId: string, rename: ValveRename) =>
  apiRequest<ValveNames>(withQuery('/valves/names', { site_id: siteId }), {
    method: 'PUT',
    body: rename,
  });

export function useUpdateValveName(siteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rename: ValveRename) => updateValveName(siteId, rename),
    onSuccess: (data) => {
      queryClient.setQueryData(valveNameKeys.site(siteId), data);
      return queryClient.invalidateQueries({ queryKey: valveNameKeys.site(siteId) });
    },
  });
}
