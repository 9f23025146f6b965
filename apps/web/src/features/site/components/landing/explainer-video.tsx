import { useEffect, useState } from 'react';
import { msg } from '@saath/shared/i18n';
import { t } from '../../../../lib/i18n.tsx';
import { useBrowserValue } from '../../../../lib/use-browser-value.ts';
import { FIGURES } from './landing-figures.ts';

// #video-section: the How It Works video. It is drawn by the page itself (scenes
// with captions), so opening it costs no third-party player, cookie or request.
const SCENE_MS = 4500;

const SCENES = [
  {
    title: msg('Pick your route and date'),
    text: msg(
      'Search groups for your cities, travel date and time slot, at least {minLeadDays} days ahead.',
    ),
  },
  {
    title: msg('Reach {threshold} passengers'),
    text: msg(
      'Join with up to {maxPassengers} passengers. Once {threshold} are in, the group is sent to airlines.',
    ),
  },
  {
    title: msg('Airlines bid for you'),
    text: msg('For {biddingHours} hours airlines quote a fare per ticket. The lowest bid wins.'),
  },
  {
    title: msg('Tickets in hand'),
    text: msg('Your e-tickets arrive at least {ticketsInHandDays} days before you fly.'),
  },
] as const;

const inBrowser = () => true;
const prerendered = () => false;

export function ExplainerVideo() {
  // Prerendered, its buttons wait for the part to hydrate: a tap before would be lost.
  const hydrated = useBrowserValue(inBrowser, prerendered);
  const [playing, setPlaying] = useState(false);
  const [scene, setScene] = useState(0);

  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => {
      if (scene === SCENES.length - 1) setPlaying(false);
      else setScene(scene + 1);
    }, SCENE_MS);
    return () => window.clearTimeout(timer);
  }, [playing, scene]);

  const play = () => {
    if (!playing && scene === SCENES.length - 1) setScene(0);
    setPlaying(!playing);
  };

  const started = playing || scene > 0;
  const current = SCENES[scene]!;

  return (
    <div className="explainer">
      <div className="explainer__screen" aria-live="polite">
        {started ? (
          <div key={scene} className="explainer__scene">
            <p className="explainer__step">
              {t('Step {step} of {steps}', { step: scene + 1, steps: SCENES.length })}
            </p>
            <p className="explainer__title">{t(current.title, FIGURES)}</p>
            <p className="explainer__text">{t(current.text, FIGURES)}</p>
          </div>
        ) : (
          <div className="explainer__poster">
            <p className="explainer__title">{t('Saath in under a minute')}</p>
            <p className="explainer__text">
              {t('How a group fills, how airlines bid, and when you pay.')}
            </p>
          </div>
        )}
        <button
          type="button"
          className="explainer__play"
          disabled={!hydrated}
          onClick={play}
          aria-label={playing ? t('Pause the explainer') : t('Play the explainer')}
        >
          <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
            {playing ? (
              <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
            ) : (
              <path d="M8 5v14l11-7z" fill="currentColor" />
            )}
          </svg>
        </button>
      </div>
      <ol className="explainer__chapters list-unstyled" aria-label={t('Chapters')}>
        {SCENES.map((item, index) => (
          <li key={item.title}>
            <button
              type="button"
              className={index === scene && started ? 'is-current' : undefined}
              aria-current={index === scene && started ? 'step' : undefined}
              disabled={!hydrated}
              onClick={() => {
                setScene(index);
                setPlaying(true);
              }}
            >
              {index + 1}. {t(item.title, FIGURES)}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
