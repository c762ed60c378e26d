/**
 * The emoji catalogue: which artwork stands behind each stable key. Language-neutral on purpose, so
 * that `sync-assets.mjs` can read it outside Vite; localised names live in the `chat-toolbar` locale
 * files (`emoji.<id>` and `stickers.<pack>-<id>`), artwork in `assets/<icon>.svg`.
 *
 * Keys are part of the message protocol: once shipped, an id or sticker key never changes, even if its
 * artwork or name does. Append new entries; never reorder or rename existing ones.
 */

/** A basic emoji: `[id, Fluent Emoji Flat icon name]`. Its message key is `[Renli_<id>]`. */
export type BasicEmojiDef = readonly [id: string, icon: string];

/** A big sticker: `[id, icon]`. Its key (the face message `data`) is `<pack id>-<id>`. */
export type StickerDef = readonly [id: string, icon: string];

export interface StickerPackDef {
  /** The face message `index` (docs/chat-ui.md, face payload). */
  readonly index: 1 | 2 | 3;
  readonly id: string;
  readonly stickers: readonly StickerDef[];
}

/** 62 basic emoji (docs/chat-ui.md): faces, gestures, then a few objects. */
export const BASIC_EMOJI: readonly BasicEmojiDef[] = [
  ['Smile', 'slightly-smiling-face'],
  ['Grin', 'grinning-face-with-big-eyes'],
  ['Laugh', 'grinning-squinting-face'],
  ['TearsOfJoy', 'face-with-tears-of-joy'],
  ['Rofl', 'rolling-on-the-floor-laughing'],
  ['Happy', 'smiling-face-with-smiling-eyes'],
  ['Cheerful', 'smiling-face'],
  ['Wink', 'winking-face'],
  ['Naughty', 'winking-face-with-tongue'],
  ['Adore', 'smiling-face-with-heart-eyes'],
  ['Kiss', 'face-blowing-a-kiss'],
  ['Cool', 'smiling-face-with-sunglasses'],
  ['StarryEyes', 'star-struck'],
  ['Party', 'partying-face'],
  ['Hug', 'hugging-face'],
  ['Think', 'thinking-face'],
  ['Shush', 'shushing-face'],
  ['Smirk', 'smirking-face'],
  ['Speechless', 'neutral-face'],
  ['Blank', 'expressionless-face'],
  ['Awkward', 'grimacing-face'],
  ['EyeRoll', 'face-with-rolling-eyes'],
  ['Relieved', 'relieved-face'],
  ['Sleepy', 'sleepy-face'],
  ['Sleep', 'sleeping-face'],
  ['Yawn', 'yawning-face'],
  ['Sweat', 'downcast-face-with-sweat'],
  ['Pensive', 'pensive-face'],
  ['Worried', 'worried-face'],
  ['Cry', 'crying-face'],
  ['Wail', 'loudly-crying-face'],
  ['Pleading', 'pleading-face'],
  ['Surprised', 'astonished-face'],
  ['Scared', 'face-screaming-in-fear'],
  ['Angry', 'angry-face'],
  ['Rage', 'pouting-face'],
  ['Huff', 'face-with-steam-from-nose'],
  ['Dizzy', 'face-with-spiral-eyes'],
  ['Mask', 'face-with-medical-mask'],
  ['Sick', 'face-with-thermometer'],
  ['Nerd', 'nerd-face'],
  ['Rich', 'money-mouth-face'],
  ['Angel', 'smiling-face-with-halo'],
  ['Devil', 'smiling-face-with-horns'],
  ['Salute', 'saluting-face'],
  ['Like', 'thumbs-up'],
  ['Dislike', 'thumbs-down'],
  ['Ok', 'ok-hand'],
  ['Applause', 'clapping-hands'],
  ['Strong', 'flexed-biceps'],
  ['Please', 'folded-hands'],
  ['Bye', 'waving-hand'],
  ['Handshake', 'handshake'],
  ['Victory', 'victory-hand'],
  ['Heart', 'red-heart'],
  ['BrokenHeart', 'broken-heart'],
  ['Rose', 'rose'],
  ['Coffee', 'hot-beverage'],
  ['Cake', 'birthday-cake'],
  ['Gift', 'wrapped-gift'],
  ['RedPacket', 'red-envelope'],
  ['Confetti', 'party-popper'],
];

/** Three big sticker packs of 18, 16 and 17 stickers (docs/chat-ui.md), each a theme of its own. */
export const STICKER_PACKS: readonly StickerPackDef[] = [
  {
    index: 1,
    id: 'pets',
    stickers: [
      ['cat', 'cat-face'],
      ['dog', 'dog-face'],
      ['rabbit', 'rabbit-face'],
      ['panda', 'panda'],
      ['bear', 'bear'],
      ['koala', 'koala'],
      ['tiger', 'tiger-face'],
      ['fox', 'fox'],
      ['pig', 'pig-face'],
      ['cow', 'cow-face'],
      ['hamster', 'hamster'],
      ['mouse', 'mouse-face'],
      ['monkey', 'monkey-face'],
      ['penguin', 'penguin'],
      ['chick', 'front-facing-baby-chick'],
      ['frog', 'frog'],
      ['unicorn', 'unicorn'],
      ['owl', 'owl'],
    ],
  },
  {
    index: 2,
    id: 'work',
    stickers: [
      ['briefcase', 'briefcase'],
      ['laptop', 'laptop'],
      ['memo', 'memo'],
      ['calendar', 'spiral-calendar'],
      ['chart', 'bar-chart'],
      ['growth', 'chart-increasing'],
      ['idea', 'light-bulb'],
      ['rocket', 'rocket'],
      ['trophy', 'trophy'],
      ['medal', '1st-place-medal'],
      ['target', 'bullseye'],
      ['alarm', 'alarm-clock'],
      ['clipboard', 'clipboard'],
      ['graduate', 'graduation-cap'],
      ['bonus', 'money-bag'],
      ['announce', 'megaphone'],
    ],
  },
  {
    index: 3,
    id: 'festival',
    stickers: [
      ['balloon', 'balloon'],
      ['confetti', 'confetti-ball'],
      ['fireworks', 'fireworks'],
      ['sparkler', 'sparkler'],
      ['firecracker', 'firecracker'],
      ['lantern', 'red-paper-lantern'],
      ['mooncake', 'moon-cake'],
      ['dumpling', 'dumpling'],
      ['tree', 'christmas-tree'],
      ['pumpkin', 'jack-o-lantern'],
      ['bouquet', 'bouquet'],
      ['ribbon', 'ribbon'],
      ['cheers', 'clinking-glasses'],
      ['champagne', 'bottle-with-popping-cork'],
      ['cupcake', 'cupcake'],
      ['teddy', 'teddy-bear'],
      ['clover', 'four-leaf-clover'],
    ],
  },
];

/**
 * The quick reactions of the message menu: `[emoji, icon]`. A reaction ID is the unicode emoji itself
 * (what Tencent's clients send, readable by any client); it is drawn with this artwork rather than a
 * font, so it shows where the system has no colour emoji font (docs/decisions.md, 54).
 */
export const REACTION_EMOJI: readonly (readonly [emoji: string, icon: string])[] = [
  ['👍', 'thumbs-up'],
  ['❤️', 'red-heart'],
  ['😂', 'face-with-tears-of-joy'],
  ['😮', 'face-with-open-mouth'],
  ['😢', 'crying-face'],
  ['🎉', 'party-popper'],
];

/** `[Renli_Smile]`: ASCII and bracketed, so it survives any client and never depends on language. */
export const basicKey = (id: string) => `[Renli_${id}]`;

export const stickerKey = (pack: StickerPackDef, id: string) => `${pack.id}-${id}`;
