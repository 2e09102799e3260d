/**
 * Video projects (spec sections 3 and 7): GET /api/video-projects lists the company's projects,
 * POST /api/video-projects {name, videoUrl, projectData} saves one (201 with the project). The
 * video itself is uploaded before through the media component's `uploadVideo`.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ProjectData } from '../lib/project';

export interface VideoProject {
  id: string;
  name: string;
  videoUrl: string;
  projectData: ProjectData;
  createdAt: string;
  updatedAt: string;
}

export interface SaveVideoProjectInput {
  name: string;
  videoUrl: string;
  projectData: ProjectData;
}

export const VIDEO_PROJECTS_PATH = '/api/video-projects';

export const videoProjectKeys = {
  all: ['video-projects'] as const,
  list: () => [...videoProjectKeys.all, 'list'] as const,
};

export const videoProjectsQuery = () =>
  queryOptions({
    queryKey: videoProjectKeys.list(),
    queryFn: ({ signal }) => api.get<VideoProject[]>(VIDEO_PROJECTS_PATH, signal),
  });

export function useSaveVideoProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveVideoProjectInput) => api.post<VideoProject>(VIDEO_PROJECTS_PATH, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: videoProjectsQuery().queryKey }),
  });
}
