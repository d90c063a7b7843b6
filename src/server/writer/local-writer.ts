import { buildCaption } from './caption';
import { buildHashtags } from './hashtags';
import type { ObjectivePlan } from './objective-plan';
import { planConectar } from './plan-conectar';
import { planConvencer } from './plan-convencer';
import { planEducar } from './plan-educar';
import { planInvestigar } from './plan-investigar';
import { writeTema } from './tema';
import { mergeThinSlides } from './thin-slides';
import type { Slide, SlidePlan, Writer, WriterInput } from './types';

function planObjective(input: WriterInput): ObjectivePlan {
  switch (input.objetivo) {
    case 'educar':
      return planEducar(input.campos);
    case 'conectar':
      return planConectar(input.campos);
    case 'convencer':
      return planConvencer(input.campos);
    case 'investigar':
      return planInvestigar(input.campos);
  }
}

/** Optional keys left undefined would show up as `"body": undefined` in stored JSON; drop them. */
function compactSlide(slide: Slide): Slide {
  return Object.fromEntries(
    Object.entries(slide).filter(([, value]) => value !== undefined && value !== ''),
  ) as Slide;
}

/**
 * Builds the plan from the user's own words only, as an editor would: it picks headlines,
 * splits long fields at sentence boundaries, frames each part of the arc and asks for one
 * action at the end. It never adds a fact. The rules it keeps are in docs/writer.md.
 */
export function writeLocalPlan(input: WriterInput): SlidePlan {
  const plan = planObjective(input);
  const hashtags = buildHashtags(input.objetivo, {
    headline: plan.topic,
    texts: plan.hashtagTexts,
    names: plan.hashtagNames,
  });
  return {
    tema: writeTema(plan.headline),
    slides: mergeThinSlides(plan.slides).map(compactSlide),
    caption: buildCaption({ ...plan.caption, hashtags }),
  };
}

/** The default writer: deterministic, offline, instant. */
export function createLocalWriter(): Writer {
  return {
    name: 'local',
    write: async (input) => writeLocalPlan(input),
  };
}
