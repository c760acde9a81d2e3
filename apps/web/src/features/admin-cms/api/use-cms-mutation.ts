import { useMutation, useQueryClient } from '@tanstack/react-query';

import { cmsKeys } from './keys';

/** A CMS change refreshes the whole screen: lists, stats cards and analytics. */
export function useCmsMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.all }),
  });
}
