import { useEffect, useRef, useState, type ReactElement } from 'react';
import { trackVideoPlayClicked } from '../../actors/analytics';
import posterUrl from '../../assets/video-poster.svg';
import { Icon } from '../icons/Icon';
import './video.css';

interface VideoFacadeProps {
  videoId: string;
  playLabel: string;
  frameTitle: string;
  note: string;
}

/**
 * The demo video as a light facade: a poster drawn for this site and a play button. YouTube's
 * player (privacy-enhanced host, allowed by the CSP's frame-src) loads only when the visitor asks.
 */
export function VideoFacade({ videoId, playLabel, frameTitle, note }: VideoFacadeProps): ReactElement {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button the visitor pressed is gone: keyboard focus continues on the player.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);

  const play = () => {
    trackVideoPlayClicked();
    setPlaying(true);
  };

  return (
    <figure className="video">
      <div className="video__frame">
        {playing ? (
          <iframe
            ref={frame}
            src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
            title={frameTitle}
            width={640}
            height={360}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className="video__play" onClick={play} aria-label={playLabel}>
            <img src={posterUrl} width={640} height={360} alt="" loading="lazy" decoding="async" />
            <span className="video__button" aria-hidden="true">
              <Icon name="play" size={34} />
            </span>
          </button>
        )}
      </div>
      <figcaption className="video__note">{note}</figcaption>
    </figure>
  );
}
