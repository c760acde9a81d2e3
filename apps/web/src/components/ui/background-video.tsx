import { useReducedMotion } from '@mantine/hooks';

import { useVideoFallback } from './use-video-fallback';

interface BackgroundVideoProps {
  src: string;
  /** How long the video may take to become playable before the static background stays alone. */
  timeoutMs: number;
  className?: string;
}

function LoopingVideo({ src, timeoutMs, className }: BackgroundVideoProps) {
  const { failed, markReady, markFailed } = useVideoFallback(timeoutMs);
  if (failed) return null;

  return (
    <video
      className={className}
      src={src}
      autoPlay
      muted
      loop
      playsInline
      preload="auto"
      aria-hidden="true"
      tabIndex={-1}
      disablePictureInPicture
      onCanPlay={markReady}
      onLoadedData={markReady}
      onError={markFailed}
    />
  );
}

/**
 * A muted, looping, decorative video over a static background that the caller paints.
 * People who ask for reduced motion get the static background only.
 */
export function BackgroundVideo(props: BackgroundVideoProps) {
  const reduceMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  if (reduceMotion) return null;
  return <LoopingVideo {...props} />;
}
