/** The company's uploaded videos (GET /api/media/videos): what a dubbed version of a video module is chosen from (issue 34 item 2). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VideoView } from '../../../../shared/contracts/media';
import { api } from '../../../lib/api';
import type { Received } from '../../../lib/received';

export type CompanyVideo = Received<VideoView>;

export const companyVideoKeys = {
  all: ['media-videos'] as const,
};

/** GET /api/media/videos: newest first, signed URLs. Read again whenever a dialog shows it: a video may have been uploaded meanwhile. */
export const companyVideosQueryOptions = () =>
  queryOptions({
    queryKey: companyVideoKeys.all,
    queryFn: ({ signal }) => api.get<CompanyVideo[]>('/api/media/videos', signal),
    staleTime: 0,
  });

export function useCompanyVideos() {
  return useQuery(companyVideosQueryOptions());
}
