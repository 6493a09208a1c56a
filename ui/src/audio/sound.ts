// Wood-click sounds synthesised with Web Audio (nothing downloaded): a short
// noise burst through resonant band-pass filters gives the knock of a
// wooden piece on a wooden board; a capture knocks twice, harder; check adds
// a low, resonant wooden "tok".

/** The sounds the game makes. */
export type SoundKind = "move" | "capture" | "check";

let ctx: AudioContext | null = null;
let noise: AudioBuffer | null = null;

/** 80 ms of decaying white noise, reused by every knock. */
export function makeNoise(c: BaseAudioContext): AudioBuffer {
  const buf = c.createBuffer(1, Math.ceil(c.sampleRate * 0.08), c.sampleRate);
  const data = buf.getChannelData(0);
  let seed = 12345;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = (seed / 0x3fffffff - 1) * (1 - i / data.length) ** 2;
  }
  return buf;
}

function audio(): AudioContext | null {
  if (ctx) return ctx;
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return null;
  ctx = new Ctor();
  noise = makeNoise(ctx);
  return ctx;
}

/** Resonances of a wooden knock: (frequency Hz, Q, gain). */
const WOOD: [number, number, number][] = [
  [820, 9, 1.0],
  [1450, 11, 0.55],
  [2600, 14, 0.3],
  [380, 6, 0.5],
];

function knock(c: BaseAudioContext, noiseBuf: AudioBuffer, at: number, loudness: number, pitch: number): void {
  const src = c.createBufferSource();
  src.buffer = noiseBuf;
  const out = c.createGain();
  out.gain.setValueAtTime(0, at);
  out.gain.linearRampToValueAtTime(loudness, at + 0.002);
  out.gain.exponentialRampToValueAtTime(0.001, at + 0.14);
  for (const [f, q, g] of WOOD) {
    const bp = c.createBiquadFilter();
    bp.type = "bandpass";
    bp.frequency.value = f * pitch;
    bp.Q.value = q;
    const gain = c.createGain();
    gain.gain.value = g * 5;
    src.connect(bp).connect(gain).connect(out);
  }
  out.connect(c.destination);
  src.start(at);
  src.stop(at + 0.16);
}

function tok(c: BaseAudioContext, at: number): void {
  // A damped low sine pair: the hollow body of the board answering.
  for (const [f, g] of [
    [196, 0.32],
    [294, 0.18],
  ] as const) {
    const o = c.createOscillator();
    o.type = "sine";
    o.frequency.setValueAtTime(f * 1.15, at);
    o.frequency.exponentialRampToValueAtTime(f, at + 0.08);
    const gain = c.createGain();
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(g, at + 0.004);
    gain.gain.exponentialRampToValueAtTime(0.001, at + 0.35);
    o.connect(gain).connect(c.destination);
    o.start(at);
    o.stop(at + 0.4);
  }
}

/** Plays a sound now (silently does nothing where Web Audio is missing or fails). */
export function play(kind: SoundKind): void {
  try {
    playUnchecked(kind);
  } catch {
    // A webview without working audio output must not break the game.
  }
}

function playUnchecked(kind: SoundKind): void {
  const c = audio();
  if (!c || !noise) return;
  if (c.state === "suspended") void c.resume();
  schedule(c, noise, kind, c.currentTime + 0.005);
}

/** Builds the sound of `kind` on any audio context (live or offline) starting at `at`. */
export function schedule(c: BaseAudioContext, noiseBuf: AudioBuffer, kind: SoundKind, at: number): void {
  if (kind === "move") knock(c, noiseBuf, at, 0.8, 1);
  else if (kind === "capture") {
    knock(c, noiseBuf, at, 1.0, 0.92);
    knock(c, noiseBuf, at + 0.045, 0.7, 1.12);
  } else {
    knock(c, noiseBuf, at, 0.9, 0.85);
    tok(c, at + 0.06);
  }
}

/**
 * The clock's count of the last seconds: a short sine tone, higher on the
 * last second (`last`). Synthesised like the knocks; silently nothing where
 * Web Audio is missing.
 */
export function countTone(last: boolean): void {
  try {
    const c = audio();
    if (!c) return;
    if (c.state === "suspended") void c.resume();
    const at = c.currentTime + 0.005;
    const o = c.createOscillator();
    o.type = "sine";
    o.frequency.setValueAtTime(last ? 1320 : 880, at);
    const gain = c.createGain();
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(0.22, at + 0.006);
    gain.gain.exponentialRampToValueAtTime(0.001, at + (last ? 0.45 : 0.16));
    o.connect(gain).connect(c.destination);
    o.start(at);
    o.stop(at + 0.5);
  } catch {
    // A webview without working audio output must not break the game.
  }
}
