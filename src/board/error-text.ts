/**
 * The words of a {@link Fault}: one exhaustive table from each code to its message's
 * `ui` key, and the sentence that names the attribute. A board needs them only once it
 * has a bad attribute to show, so they load then, with the English messages
 * (BoardLanguage.needMessages): a board without one never carries them.
 */
import type { Translate } from '../i18n/i18n.js';
import { refusalText, type Fault, type FaultCode } from './errors.js';

/**
 * The `ui` key of each problem's message. `both-won` has one sentence per game, chosen
 * by i18next's context (`both-won_gonnect`, `both-won_connect6`); `bad-record` one per
 * reason (`bad-record_pass`, ...).
 */
export const FAULT_MESSAGES: { readonly [C in FaultCode]: string } = {
  'bad-point': 'problem.bad-point',
  'off-board': 'problem.off-board',
  duplicate: 'problem.duplicate',
  'both-colors': 'problem.both-colors',
  'no-liberties': 'problem.no-liberties',
  'not-a-list': 'problem.not-a-list',
  'bad-size': 'problem.bad-size',
  'bad-color': 'problem.bad-color',
  'bad-stones-left': 'problem.bad-stones-left',
  'both-won': 'problem.both-won',
  'bad-computer': 'problem.bad-computer',
  'bad-level': 'problem.bad-level',
  'bad-view': 'problem.bad-view',
  'bad-theme': 'problem.bad-theme',
  'bad-confirm': 'problem.bad-confirm',
  'bad-mark': 'problem.bad-mark',
  'bad-label': 'problem.bad-label',
  'illegal-move': 'problem.illegal-move',
  'bad-ply': 'problem.bad-ply',
  'bad-numbers': 'problem.bad-numbers',
  'bad-record': 'problem.bad-record',
  'bad-goal': 'problem.bad-goal',
  'bad-within': 'problem.bad-within',
  'bad-solution': 'problem.bad-solution',
  'problem-too-deep': 'problem.problem-too-deep',
  'problem-too-large': 'problem.problem-too-large',
  'problem-too-hard': 'problem.problem-too-hard',
  'bad-region': 'problem.bad-region',
  'bad-solution-line': 'problem.bad-solution-line',
  'problem-reached': 'problem.problem-reached',
  'problem-unsound': 'problem.problem-unsound',
  'problem-no-move': 'problem.problem-no-move',
  'bad-problem': 'problem.bad-problem',
};

/** The message naming the attribute (or the setup, or the link in the page's address) and the bad token. */
export function faultText(t: Translate, fault: Fault): string {
  // A refused move says why in the rules' words; an authored line, what is wrong with it.
  const reason = fault.line
    ? t(`problem.line.${fault.line}`, { ...fault, context: fault.game })
    : fault.refusal
      ? refusalText(t, fault.refusal, fault.token)
      : '';
  // A record's reason names its sentence (`problem.bad-record_pass`), so that the game can be the context: Connect6 counts turns (`bad-record_pass_connect6`).
  const { record, game } = fault;
  const key = record && record !== 'unreadable' ? `${FAULT_MESSAGES[fault.code]}_${record}` : FAULT_MESSAGES[fault.code];
  const said = t(key, { ...fault, reason, context: game });
  const text = fault.variation ? t('problem.inVariation', { problem: said, ...fault.variation, context: game }) : said;
  // The setup and a share link are not one attribute: their sentences name them.
  if (fault.attribute === 'setup' || fault.attribute === 'link') return t(fault.attribute, { problem: text });
  return t('attribute', { attribute: fault.attribute, problem: text });
}
