import { setFault } from '@hearth/mock-api';
import { holdAnswers } from '@hearth/mock-api/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { PATHS, setupCarouselLayout, setupMockApi } from '../testing/setup';
import { Gallery } from './gallery';
import type { GalleryImage } from './schema';

const api = setupMockApi();
setupCarouselLayout();

const MISSING = 'This video is not available.';
const IMAGE: GalleryImage = { id: 'Image_1', type: 1, src: '/room.svg', altText: 'The room' };
const video = (n: number, more: Partial<GalleryImage> = {}): GalleryImage => ({
  id: `Video_${n}`,
  type: 2,
  src: `/clip-${n}.mp4`,
  srcIcon: `/clip-${n}-icon.svg`,
  altText: `Clip ${n}`,
  ...more,
});

/** The gallery opened on 'Product Videos' (the first video selected). */
async function openVideos(videos: GalleryImage[]) {
  const user = userEvent.setup();
  render(<Gallery sku="300101" images={[IMAGE, ...videos]} customerImages={[]} />);
  await user.click(screen.getByRole('button', { name: 'View all images' }));
  const dialog = await screen.findByRole('dialog', { name: 'Product Gallery' });
  await user.click(within(dialog).getByRole('tab', { name: 'Product Videos' }));
  return { user, dialog };
}

/** The console lines that mention `value`. */
const linesAbout = (error: { mock: { calls: unknown[][] } }, value: string) =>
  error.mock.calls.map(([message]) => String(message)).filter((message) => message.includes(value));

describe('[ref: gallery#rules, #errors] a video that cannot be played', () => {
  it('a direct file it refuses: the slide says the video is not available, no player; the line names images.src', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await openVideos([video(1, { src: 'javascript:play()//clip.mp4' })]);
    expect(within(dialog).getByText(MISSING)).toBeInTheDocument();
    expect(dialog.querySelector('video')).toBeNull();
    const lines = linesAbout(error, 'javascript:play()');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toContain('hearth: island "gallery" refused field "images.src"');
    error.mockRestore();
  });

  it('a looked-up address it refuses: not available; the line names videoUrl.url', async () => {
    api.server.use(http.get(`*${PATHS.videoUrl}`, () => HttpResponse.json({ url: 'javascript:lookup()' })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await openVideos([video(1, { src: 'https://video.hearth.test/watch/1' })]);
    expect(await within(dialog).findByText(MISSING)).toBeInTheDocument();
    expect(dialog.querySelector('video')).toBeNull();
    const lines = linesAbout(error, 'javascript:lookup()');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toContain('hearth: island "gallery" refused field "videoUrl.url"');
    error.mockRestore();
  });

  it('the lookup failing: not available, and the failure logged naming the call', async () => {
    setFault('videoUrl', 'http503');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await openVideos([video(1, { src: 'https://video.hearth.test/watch/1' })]);
    expect(await within(dialog).findByText(MISSING)).toBeInTheDocument();
    expect(dialog.querySelector('video')).toBeNull();
    expect(error.mock.calls.map(([message]) => String(message))).toContain('hearth: gallery: videoUrl failed');
    error.mockRestore();
  });

  it('while the lookup is under way nothing is said; then the looked-up file plays', async () => {
    const release = holdAnswers(api.server, PATHS.videoUrl);
    const { dialog } = await openVideos([video(1, { src: 'https://video.hearth.test/watch/1' })]);
    await waitFor(() => expect(api.to(PATHS.videoUrl)).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(dialog).queryByText(MISSING)).toBeNull();
    expect(dialog.querySelector('video')).toBeNull();
    release();
    await waitFor(() =>
      expect(dialog.querySelector('video source')).toHaveAttribute('src', '/assets/site/demo-video.webm'),
    );
    expect(within(dialog).queryByText(MISSING)).toBeNull();
  });

  it('a slide not shown asks for nothing and says nothing', async () => {
    const { dialog } = await openVideos([video(1), video(2, { src: 'https://video.hearth.test/watch/2' })]);
    expect(dialog.querySelectorAll('video')).toHaveLength(1);
    // past the moment a request made then would have reached the mock server
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.to(PATHS.videoUrl)).toHaveLength(0);
    expect(within(dialog).queryByText(MISSING)).toBeNull();
  });
});

describe('[ref: gallery#data] a video player', () => {
  it("its poster: the video's poster, else its icon", async () => {
    const { dialog } = await openVideos([
      video(1, { additionalDetails: { videoPosterSrc: '/poster-1.svg' } }),
      video(2),
    ]);
    const players = [...dialog.querySelectorAll('video')];
    expect(players).toHaveLength(2);
    expect(players[0]!.getAttribute('poster')).toMatch(/^\/poster-1\.svg/);
    expect(players[1]!.getAttribute('poster')).toMatch(/^\/clip-2-icon\.svg/);
  });

  it('a poster or captions file it refuses is left out; each line names its field', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await openVideos([
      video(1, {
        srcIcon: null,
        additionalDetails: { videoPosterSrc: 'javascript:poster()', captionsSrc: 'javascript:captions()' },
      }),
    ]);
    const player = dialog.querySelector('video')!;
    expect(player.querySelector('source')).toHaveAttribute('src', '/clip-1.mp4');
    expect(player).not.toHaveAttribute('poster');
    expect(player.querySelector('track')).toBeNull();
    const posters = linesAbout(error, 'javascript:poster()');
    expect(posters.length).toBeGreaterThan(0);
    for (const line of posters) {
      expect(line).toContain('hearth: island "gallery" refused field "images.additionalDetails.videoPosterSrc"');
    }
    const captions = linesAbout(error, 'javascript:captions()');
    expect(captions.length).toBeGreaterThan(0);
    for (const line of captions) {
      expect(line).toContain('hearth: island "gallery" refused field "images.additionalDetails.captionsSrc"');
    }
    error.mockRestore();
  });

  it("a refused icon standing in for a missing poster: its line names the icon's field", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await openVideos([video(1, { srcIcon: 'javascript:icon()' })]);
    expect(dialog.querySelector('video')).not.toHaveAttribute('poster');
    const lines = linesAbout(error, 'javascript:icon()');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toContain('refused field "images.srcIcon"');
    error.mockRestore();
  });
});
