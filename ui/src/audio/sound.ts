// Wood-click sounds synthesised with Web Audio (nothing downloaded): a short
// noise burst through resonant band-pass filters gives the knock of a
// wooden piece on a wooden board; a capture knocks twice, harder; check adds
// a low, resonant wooden "tok".

/** The sounds the game makes. */
export type SoundKind = "move" | "capture" | "check";

let ctx: AudioContext | null = null;
let noise: AudioBuffer | null = null;

function audio(): AudioContext | null {
  if (ctx) return ctx;
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return null;
  ctx = new Ctor();
  // 80 ms of white noise, reused by every knock.
  noise = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * 0.08), ctx.sampleRate);
  const data = noise.getChannelData(0);
  let seed = 12345;
  for (let i = 0; i < data.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    data[i] = (seed / 0x3fffffff - 1) * (1 - i / data.length) ** 2;
  }
  return ctx;
}

/** Resonances of a wooden knock: (frequency Hz, Q, gain). */
const WOOD: [number, number, number][] = [
  [820, 9, 1.0],
  [1450, 11, 0.55],
  [2600, 14, 0.3],
  [380, 6, 0.5],
];

function knock(c: AudioContext, at: number, loudness: number, pitch: number): void {
  const src = c.createBufferSource();
  src.buffer = noise;
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
    gain.gain.value = g * 2.2;
    src.connect(bp).connect(gain).connect(out);
  }
  out.connect(c.destination);
  src.start(at);
  src.stop(at + 0.16);
}

function tok(c: AudioContext, at: number): void {
  // A damped low sine pair: the hollow body of the board answering.
  for (const [f, g] of [
    [196, 0.5],
    [294, 0.3],
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
  if (!c) return;
  if (c.state === "suspended") void c.resume();
  const now = c.currentTime + 0.005;
  if (kind === "move") knock(c, now, 0.8, 1);
  else if (kind === "capture") {
    knock(c, now, 1.0, 0.92);
    knock(c, now + 0.045, 0.7, 1.12);
  } else {
    knock(c, now, 0.9, 0.85);
    tok(c, now + 0.06);
  }
}
