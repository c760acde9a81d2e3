import { LOGIN_VIDEO_TIMEOUT_MS } from '@wildfire/shared';
import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeMatchMedia } from '@/testing/media-query';
import { BackgroundVideo } from './background-video';

const renderVideo = () =>
  render(<BackgroundVideo src="/embers.webm" timeoutMs={LOGIN_VIDEO_TIMEOUT_MS} />);

const findVideo = (container: HTMLElement) => container.querySelector('video');

function getVideo(container: HTMLElement): HTMLVideoElement {
  const video = findVideo(container);
  if (!video) throw new Error('The video is not rendered');
  return video;
}

const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('background video falls back to the static background (spec: login video failure)', () => {
  let warn: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('plays a muted, looping, inline, decorative video', () => {
    const { container } = renderVideo();
    const video = getVideo(container);

    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('aria-hidden', 'true');
  });

  it('falls back and warns when the video has not loaded within 5 seconds', () => {
    const { container } = renderVideo();

    advance(LOGIN_VIDEO_TIMEOUT_MS - 1);
    expect(findVideo(container)).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();

    advance(1);
    expect(findVideo(container)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('keeps the video when it can play before the time-out', () => {
    const { container } = renderVideo();

    fireEvent.canPlay(getVideo(container));
    advance(LOGIN_VIDEO_TIMEOUT_MS * 2);

    expect(findVideo(container)).not.toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the video when its first frame loads before the time-out', () => {
    const { container } = renderVideo();

    fireEvent.loadedData(getVideo(container));
    advance(LOGIN_VIDEO_TIMEOUT_MS * 2);

    expect(findVideo(container)).not.toBeNull();
  });

  it('falls back at once and warns when the video errors', () => {
    const { container } = renderVideo();

    fireEvent.error(getVideo(container));

    expect(findVideo(container)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    advance(LOGIN_VIDEO_TIMEOUT_MS);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('shows only the static background to people who prefer reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      fakeMatchMedia((query) => query.includes('prefers-reduced-motion')),
    );
    const { container } = renderVideo();

    expect(findVideo(container)).toBeNull();
    advance(LOGIN_VIDEO_TIMEOUT_MS);
    expect(warn).not.toHaveBeenCalled();
  });
});
