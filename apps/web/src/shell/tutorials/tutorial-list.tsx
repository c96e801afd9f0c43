import { tutorialVideosFor, tutorialVideoUrl } from '@fieldbook/domain';

/** Where the tutorial videos are published, set at build time; without it the cards say so. */
const CONFIGURED_VIDEO_BASE_URL = import.meta.env.VITE_TUTORIALS_URL as string | undefined;

export const VIDEO_NOT_AVAILABLE = 'This video is not available in this installation.';

interface TutorialListProps {
  roleName: string;
  plan: string | null | undefined;
  videoBaseUrl?: string | undefined;
  headingId: string;
}

/** The tutorial videos of the user's role and plan (accounts.md §2.7, §6), in the table's order. */
export function TutorialList({ roleName, plan, videoBaseUrl = CONFIGURED_VIDEO_BASE_URL, headingId }: TutorialListProps) {
  const videos = tutorialVideosFor(roleName, plan);
  if (videos.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className="tours-heading">
        Tutorials
      </h3>
      <ul className="tutorial-list">
        {videos.map((video) => {
          const url = tutorialVideoUrl(videoBaseUrl, video.id);
          return (
            <li key={video.id} className="tutorial-card">
              <h4 className="tutorial-title">{video.title}</h4>
              <p>{video.description}</p>
              {url ? (
                <a href={url} target="_blank" rel="noreferrer" aria-label={`Watch video: ${video.title} (opens in a new tab)`}>
                  Watch video
                </a>
              ) : (
                <p className="field-hint">{VIDEO_NOT_AVAILABLE}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
