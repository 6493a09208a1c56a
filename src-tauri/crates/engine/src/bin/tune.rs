//! The Texel tuner of the evaluation's weights (see `tools/tune/README.md`).
//!
//! ```text
//! tune init  [--out FILE]                  hand-set starting weights
//! tune fit   --game janggi|xiangqi --data FILE [--data FILE…]
//!            [--epochs 400] [--lr 2.0] [--l2 0.0002] [--holdout 0.2]
//!            [--groups material,mobility,safety,pst,side] [--out FILE]
//!            [--lambda 0]
//! ```
//!
//! `fit` reads positions labelled with the result of the game they come from
//! (lines `FEN|R`, R = 1, 0.5 or 0 for the first player, written by
//! `match --record`), keeps the quiet ones (side to move not in check, no
//! capture winning material by static exchange), and fits the game's weight
//! table by logistic regression: it minimises the mean squared error
//! between each result and `σ(K·eval/400)`, `σ` the logistic function in
//! base 10, first choosing `K` for the weights in force, then running
//! full-batch Adam from the weights in force, with an L2 pull towards them.
//! The last `--holdout` share of the positions (whole games, as the files
//! are written game after game) is kept out of the fit: the weights written
//! are those of the epoch with the lowest error on it (early stopping), as
//! the positions of one game are far from independent. `--groups` says
//! which weights may move (default: all but the piece-square tables and
//! the side terms, which need many more games than a session plays).
//! The evaluation is linear in its weights (`eval = Σ wᵢ·cᵢ`), so each
//! position's feature counts are taken once and the fit is fast. The
//! result is written as the new `eval_weights.rs` (the other game's table
//! is kept), with the error before and after.
//!
//! Lines may carry a third field, `FEN|R|S`: the score in centipawns (first
//! player's view) that the engine which moved there reported, written by
//! `match --record` for UCI players. With `--lambda L` (0 to 1) the label
//! becomes `(1 − L)·R + L·σ(S/400)`: a game result says little about one
//! position of a long game, a deep search's score says more. Lines without
//! a score keep the result alone.

use std::fs;
use std::io::{BufRead, BufReader};

use janggi_engine::tuning::{feat, features, is_quiet, weights};
use janggi_rules::{Position, RuleProfile, Variant};

const DEFAULT_OUT: &str = "src-tauri/crates/engine/src/eval_weights.rs";

fn main() {
    if let Err(e) = run() {
        eprintln!("tune: {e}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let cmd = args.first().ok_or("usage: tune init|fit …")?.clone();
    let mut out = DEFAULT_OUT.to_string();
    let mut data = Vec::new();
    let mut game = None;
    let (mut epochs, mut lr, mut l2) = (400usize, 2.0f64, 0.0002f64);
    let mut holdout = 0.2f64;
    let mut lambda = 0.0f64;
    let mut groups = "material,mobility,safety".to_string();
    let mut i = 1;
    while i < args.len() {
        let v = args
            .get(i + 1)
            .ok_or(format!("{} needs a value", args[i]))?;
        match args[i].as_str() {
            "--out" => out = v.clone(),
            "--data" => data.push(v.clone()),
            "--game" => {
                game = Some(match v.as_str() {
                    "janggi" => Variant::Janggi,
                    "xiangqi" => Variant::Xiangqi,
                    _ => return Err(format!("unknown game {v}")),
                })
            }
            "--epochs" => epochs = v.parse().map_err(|_| "bad --epochs")?,
            "--lr" => lr = v.parse().map_err(|_| "bad --lr")?,
            "--l2" => l2 = v.parse().map_err(|_| "bad --l2")?,
            "--holdout" => holdout = v.parse().map_err(|_| "bad --holdout")?,
            "--groups" => groups = v.clone(),
            "--lambda" => lambda = v.parse().map_err(|_| "bad --lambda")?,
            o => return Err(format!("unknown option {o}")),
        }
        i += 2;
    }
    match cmd.as_str() {
        "init" => {
            let j = initial(Variant::Janggi);
            let x = initial(Variant::Xiangqi);
            write_table(&out, &j, &x, "hand-set starting weights (`tune init`)")
        }
        "fit" => {
            let variant = game.ok_or("--game is required")?;
            if data.is_empty() {
                return Err("--data is required".into());
            }
            let mask = group_mask(&groups)?;
            fit(
                variant,
                &data,
                epochs,
                lr,
                l2,
                holdout.clamp(0.0, 0.9),
                lambda.clamp(0.0, 1.0),
                &mask,
                &out,
            )
        }
        _ => Err(format!("unknown command {cmd}")),
    }
}

/// Which weights the groups named in `list` (comma-separated) cover.
#[allow(clippy::single_range_in_vec_init)]
fn group_mask(list: &str) -> Result<Vec<bool>, String> {
    let mut mask = vec![false; feat::N];
    for g in list.split(',').map(str::trim).filter(|g| !g.is_empty()) {
        let range = match g {
            "material" => vec![
                feat::MAT..feat::PST,
                feat::CANNON_COUNT..feat::HORSE_COUNT + 1,
            ],
            "pst" => vec![feat::PST..feat::MOB],
            "mobility" => vec![
                feat::MOB..feat::CANNON_COUNT,
                feat::TRAPPED_HORSE..feat::TRAPPED_ELEPHANT + 1,
            ],
            "safety" => vec![feat::CHARIOT_PALACE_DIAG..feat::TEMPO],
            "side" => vec![feat::TEMPO..feat::N],
            _ => {
                return Err(format!(
                    "unknown group {g} (material, pst, mobility, safety, side)"
                ))
            }
        };
        for r in range {
            for m in &mut mask[r] {
                *m = true;
            }
        }
    }
    Ok(mask)
}

/// One labelled position: sparse feature counts and the result.
struct Sample {
    f: Vec<(u16, f32)>,
    result: f32,
}

fn load(variant: Variant, files: &[String], lambda: f64) -> Result<Vec<Sample>, String> {
    let profile = match variant {
        Variant::Janggi => RuleProfile::JANGGI_FAIRY_STOCKFISH,
        Variant::Xiangqi => RuleProfile::XIANGQI,
    };
    let mut out = Vec::new();
    let (mut total, mut skipped) = (0usize, 0usize);
    for file in files {
        let f = fs::File::open(file).map_err(|e| format!("{file}: {e}"))?;
        for line in BufReader::new(f).lines() {
            let line = line.map_err(|e| format!("{file}: {e}"))?;
            let mut fields = line.split('|');
            let (Some(fen), Some(r)) = (fields.next(), fields.next()) else {
                continue;
            };
            let Ok(mut result) = r.trim().parse::<f32>() else {
                continue;
            };
            if let Some(Ok(score)) = fields.next().map(|s| s.trim().parse::<f64>()) {
                let p = sigmoid(1.0, score.clamp(-3000.0, 3000.0));
                result = ((1.0 - lambda) * result as f64 + lambda * p) as f32;
            }
            let Ok(mut pos) = Position::from_fen(fen.trim(), &profile) else {
                continue;
            };
            if pos.variant() != variant {
                continue;
            }
            total += 1;
            if !is_quiet(&mut pos) {
                skipped += 1;
                continue;
            }
            let f = features(&pos)
                .into_iter()
                .enumerate()
                .filter(|&(_, c)| c != 0)
                .map(|(i, c)| (i as u16, c as f32))
                .collect();
            out.push(Sample { f, result });
        }
    }
    eprintln!(
        "{} positions read, {} not quiet, {} kept",
        total,
        skipped,
        out.len()
    );
    Ok(out)
}

#[inline]
fn sigmoid(k: f64, e: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-k * e / 400.0))
}

fn eval(w: &[f64], s: &Sample) -> f64 {
    s.f.iter().map(|&(i, c)| w[i as usize] * c as f64).sum()
}

fn error(w: &[f64], k: f64, data: &[Sample]) -> f64 {
    data.iter()
        .map(|s| {
            let d = s.result as f64 - sigmoid(k, eval(w, s));
            d * d
        })
        .sum::<f64>()
        / data.len() as f64
}

#[allow(clippy::too_many_arguments)]
fn fit(
    variant: Variant,
    files: &[String],
    epochs: usize,
    lr: f64,
    l2: f64,
    holdout: f64,
    lambda: f64,
    mask: &[bool],
    out: &str,
) -> Result<(), String> {
    let mut data = load(variant, files, lambda)?;
    if data.len() < 1000 {
        return Err(format!(
            "only {} quiet positions: too few to fit",
            data.len()
        ));
    }
    let split = data.len() - (data.len() as f64 * holdout) as usize;
    let valid = data.split_off(split);
    let vset: &[Sample] = if valid.is_empty() { &data } else { &valid };
    let start: Vec<f64> = weights(variant).iter().map(|&w| w as f64).collect();
    // K: golden-section search on the error of the weights in force.
    let (mut a, mut b) = (0.05f64, 3.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..40 {
        let c = b - g * (b - a);
        let d = a + g * (b - a);
        if error(&start, c, &data) < error(&start, d, &data) {
            b = d;
        } else {
            a = c;
        }
    }
    let k = (a + b) / 2.0;
    let e0 = error(&start, k, &data);
    let v0 = error(&start, k, vset);
    eprintln!(
        "K = {k:.3}, error of the weights in force {e0:.6} (held out: {v0:.6}, {} positions)",
        valid.len()
    );
    let (mut best_w, mut best_v, mut best_epoch) = (start.clone(), v0, 0);
    // Which features occur at all (the rest keep their weights).
    let mut seen = vec![0usize; feat::N];
    for s in &data {
        for &(i, _) in &s.f {
            seen[i as usize] += 1;
        }
    }
    let mut w = start.clone();
    let (mut m, mut v) = (vec![0f64; feat::N], vec![0f64; feat::N]);
    let (b1, b2, eps) = (0.9f64, 0.999f64, 1e-8f64);
    let n = data.len() as f64;
    let ln10 = std::f64::consts::LN_10;
    for epoch in 1..=epochs {
        let mut grad = vec![0f64; feat::N];
        for s in &data {
            let p = sigmoid(k, eval(&w, s));
            // d/dw of (r - p)²: -2 (r - p) p (1 - p) K ln10 / 400 · c
            let g = -2.0 * (s.result as f64 - p) * p * (1.0 - p) * k * ln10 / 400.0;
            for &(i, c) in &s.f {
                grad[i as usize] += g * c as f64;
            }
        }
        for i in 0..feat::N {
            if seen[i] == 0 || !mask[i] {
                continue;
            }
            // Gradient scaled to the mean error, plus the pull to the start.
            let gi = grad[i] / n * 1e4 + l2 * (w[i] - start[i]);
            m[i] = b1 * m[i] + (1.0 - b1) * gi;
            v[i] = b2 * v[i] + (1.0 - b2) * gi * gi;
            let mh = m[i] / (1.0 - b1.powi(epoch as i32));
            let vh = v[i] / (1.0 - b2.powi(epoch as i32));
            w[i] -= lr * mh / (vh.sqrt() + eps);
        }
        // The general is never captured: its material weight means nothing.
        w[feat::MAT] = 0.0;
        let ve = error(&w, k, vset);
        if ve < best_v {
            (best_w, best_v, best_epoch) = (w.clone(), ve, epoch);
        }
        if epoch % 50 == 0 || epoch == epochs {
            eprintln!(
                "epoch {epoch}: error {:.6}, held out {ve:.6}",
                error(&w, k, &data)
            );
        }
    }
    eprintln!("best held-out error {best_v:.6} at epoch {best_epoch}");
    let tuned: Vec<i16> = best_w
        .iter()
        .map(|&x| x.round().clamp(-3000.0, 3000.0) as i16)
        .collect();
    let tw: Vec<f64> = tuned.iter().map(|&x| x as f64).collect();
    let e1 = error(&tw, k, &data);
    let v1 = error(&tw, k, vset);
    eprintln!(
        "error {e0:.6} -> {e1:.6} over {} positions, held out {v0:.6} -> {v1:.6}",
        data.len()
    );
    for i in 0..feat::N {
        if (tuned[i] as f64 - start[i]).abs() >= 20.0 && !(feat::PST..feat::MOB).contains(&i) {
            eprintln!("  {:<40} {:>6} -> {:>6}", feat::name(i), start[i], tuned[i]);
        }
    }
    let mut j: Vec<i16> = weights(Variant::Janggi).to_vec();
    let mut x: Vec<i16> = weights(Variant::Xiangqi).to_vec();
    match variant {
        Variant::Janggi => j = tuned,
        Variant::Xiangqi => x = tuned,
    }
    let note = format!(
        "{} table fitted by `tune fit` on {} quiet positions (K = {k:.3}, error {e0:.6} -> {e1:.6}, held out {v0:.6} -> {v1:.6})",
        match variant {
            Variant::Janggi => "Janggi",
            Variant::Xiangqi => "Xiangqi",
        },
        data.len()
    );
    write_table(out, &j, &x, &note)
}

fn write_table(out: &str, j: &[i16], x: &[i16], note: &str) -> Result<(), String> {
    let old = fs::read_to_string(out).unwrap_or_default();
    let mut history: Vec<String> = old
        .lines()
        .filter_map(|l| l.strip_prefix("//! - "))
        .map(str::to_string)
        .collect();
    history.push(note.to_string());
    let mut s = String::new();
    s.push_str("//! The evaluation's weights, one table per game (feature indices in\n");
    s.push_str("//! `eval::feat`). Generated by the Texel tuner (`make tune`,\n");
    s.push_str("//! `tools/tune/README.md`); edit by rerunning it, not by hand.\n//!\n");
    s.push_str("//! History:\n");
    for h in &history {
        s.push_str(&format!("//! - {h}\n"));
    }
    s.push_str("\nuse crate::eval::feat::N;\n");
    for (name, t) in [("JANGGI", j), ("XIANGQI", x)] {
        s.push_str(&format!(
            "\n/// The {} weights.\n#[rustfmt::skip]\npub const {name}: [i16; N] = [\n",
            name.to_lowercase()
        ));
        let mut i = 0;
        while i < t.len() {
            let (label, len) = if i < feat::PST {
                ("material".to_string(), 7)
            } else if i < feat::MOB {
                (
                    feat::name(i)
                        .split(" file")
                        .next()
                        .unwrap_or("")
                        .to_string(),
                    5,
                )
            } else {
                (feat::name(i), 1)
            };
            let row: Vec<String> = t[i..(i + len).min(t.len())]
                .iter()
                .map(|v| v.to_string())
                .collect();
            s.push_str(&format!("    {}, // {label}\n", row.join(", ")));
            i += len;
        }
        s.push_str("];\n");
    }
    fs::write(out, s).map_err(|e| format!("{out}: {e}"))?;
    eprintln!("wrote {out}");
    Ok(())
}

/// The hand-set weights the engine played with before the tuner (the
/// evaluation's former formulas), as a starting point.
fn initial(variant: Variant) -> Vec<i16> {
    let janggi = variant == Variant::Janggi;
    let mut w = vec![0i16; feat::N];
    let mat: [i16; 7] = if janggi {
        [0, 300, 300, 500, 1300, 420, 200]
    } else {
        [0, 200, 200, 400, 900, 450, 100]
    };
    w[feat::MAT..feat::MAT + 7].copy_from_slice(&mat);
    for role in 0..7 {
        for rr in 0..10 {
            for f in 0..5 {
                let v = if janggi {
                    pst_janggi(role, f, rr)
                } else {
                    pst_xiangqi(role, f, rr)
                };
                w[feat::PST + role * 50 + (rr * 5 + f) as usize] = v as i16;
            }
        }
    }
    let mob: [i16; 7] = if janggi {
        [0, 0, 6, 10, 5, 5, 0]
    } else {
        [0, 0, 3, 10, 5, 3, 0]
    };
    w[feat::MOB..feat::MOB + 7].copy_from_slice(&mob);
    w[feat::CANNON_COUNT] = if janggi { 9 } else { 2 };
    w[feat::HORSE_COUNT] = if janggi { 0 } else { -2 };
    w[feat::TRAPPED_HORSE] = -25;
    w[feat::TRAPPED_ELEPHANT] = if janggi { -25 } else { 0 };
    w[feat::CHARIOT_PALACE_DIAG] = if janggi { 30 } else { 0 };
    w[feat::KING_DANGER] = -4;
    if !janggi {
        w[feat::MISSING_GUARD_CHARIOT] = -15;
        w[feat::MISSING_GUARD_HORSE] = -10;
        w[feat::MISSING_ELE_CANNON] = -20;
        w[feat::MISSING_ELE_CHARIOT] = -5;
    }
    w[feat::TEMPO] = 15;
    w
}

fn centre(f: i32) -> i32 {
    f // folded file: 0 on the edge, 4 in the centre
}

fn pst_janggi(role: usize, f: i32, rr: i32) -> i32 {
    match role {
        6 => {
            let mut v = (rr - 3).clamp(0, 6) * 12;
            if (6..=8).contains(&rr) && f >= 3 {
                v += 25;
            }
            if rr == 9 {
                v -= 20;
            }
            v
        }
        3 => centre(f) * 4 + if (2..=6).contains(&rr) { 10 } else { 0 },
        2 => centre(f) * 2 + if (1..=5).contains(&rr) { 8 } else { 0 },
        5 => {
            if rr <= 2 && f == 4 {
                15
            } else {
                centre(f) * 2
            }
        }
        4 => (if rr >= 6 { 15 } else { 0 }) + if f == 4 { 5 } else { 0 },
        0 => {
            if rr == 1 && f == 4 {
                15
            } else {
                0
            }
        }
        _ => {
            if rr <= 1 {
                5
            } else {
                0
            }
        }
    }
}

fn pst_xiangqi(role: usize, f: i32, rr: i32) -> i32 {
    match role {
        6 => {
            if rr <= 4 {
                if rr == 4 && f % 2 == 0 {
                    5
                } else {
                    0
                }
            } else {
                let mut v = 100 + centre(f) * 8;
                if (6..=8).contains(&rr) && f >= 3 {
                    v += 30;
                }
                if rr == 9 {
                    v -= 60;
                }
                v
            }
        }
        3 => {
            centre(f) * 5 + (if (3..=7).contains(&rr) { 15 } else { 0 })
                - if f == 0 { 15 } else { 0 }
        }
        5 => {
            if f == 4 && rr <= 3 {
                20
            } else {
                centre(f) * 2
            }
        }
        4 => (if rr >= 5 { 10 } else { 0 }) + if f == 3 { 8 } else { 0 },
        0 => -(rr * 15) - if f != 4 { 8 } else { 0 },
        1 => {
            if rr == 1 && f == 4 {
                5
            } else {
                0
            }
        }
        _ => {
            if rr == 2 && f == 4 {
                8
            } else {
                0
            }
        }
    }
}
