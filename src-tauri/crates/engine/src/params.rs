//! Search parameters, gathered so self-play tuning can
//! reach them.
//!
//! The defaults are what the engine plays with. For tuning, any of them can
//! be overridden once per process through the environment variable
//! `JANGGI_ENGINE_PARAMS`, e.g. `JANGGI_ENGINE_PARAMS="lmp_base=5,rfp=90"`,
//! and two builds of the same binary compared with the match tool
//! (`match --a uci:./tuned.sh --b uci:./base.sh`, each script exporting its
//! own setting); `tools/match/tune.sh` does exactly that.

use std::sync::OnceLock;

/// Tunable search and evaluation parameters.
#[derive(Clone, Debug)]
pub struct Params {
    /// Late-move pruning: `(lmp_base + depth²) / (improving ? 1 : lmp_div)`
    /// moves are searched at shallow nodes before quiet moves are dropped.
    pub lmp_base: i32,
    /// See `lmp_base`.
    pub lmp_div: i32,
    /// Deepest draft at which late-move pruning applies (0 = off). It was
    /// off because it cost 60–90 Elo: the move-ordering tables started
    /// empty at every move, so the "late" quiet moves it dropped were in
    /// generation order, not known-bad. With the histories kept between
    /// moves (and SEE-ordered captures) depth 3 gains +147 Elo in Janggi
    /// and +191 in Xiangqi (self-play, 100 ms a move, 40 games each).
    pub lmp_depth: i32,
    /// Reverse futility margin per ply of depth.
    pub rfp: i32,
    /// Futility margin: `fut_base + fut * depth`.
    pub fut_base: i32,
    /// See `fut_base`.
    pub fut: i32,
    /// Null-move reduction base.
    pub nmp_base: i32,
    /// LMR table divisor ×100 (`ln d · ln m / (lmr_div/100)`).
    pub lmr_div: i32,
    /// LMR: one ply less per this much history (butterfly + continuations).
    pub lmr_hist: i32,
    /// Singular extensions from this draft on (0 = off).
    pub se_depth: i32,
    /// Singular extension bar: `tt score - se_margin × depth / 8`.
    pub se_margin: i32,
    /// History pruning of quiet moves at depth ≤ 3 below
    /// `-hist_prune × depth` (0 = off).
    pub hist_prune: i32,
    /// SEE pruning of captures at low depth: margin per ply of depth.
    pub see_capture: i32,
    /// `go movetime`: share of the time after which no new iteration
    /// starts, in percent (100: search to the deadline, like
    /// Fairy-Stockfish; the engine used 55).
    pub mt_soft: i32,
    /// Check extensions in Janggi: 0 none, 1 every checking move, 2 only
    /// checks that do not lose material by static exchange. Off: without
    /// them the same depth costs about half the nodes, and self-play at
    /// 100 ms a move scored 30/0/20 (+70 Elo [−25, +178]) against the
    /// engine that extended every check.
    pub check_ext: i32,
    /// The same for Xiangqi. On: turning them off there scored 12/20/18
    /// (−42 Elo [−120, +32]) in the same test.
    pub check_ext_xiangqi: i32,
    /// 1: a score that rests on a repetition with a position above its
    /// node (inside the search tree) is not stored in the transposition
    /// table; 0: stored like any other.
    pub rep_tt: i32,
}

const DEFAULT: Params = Params {
    lmp_base: 3,
    lmp_div: 2,
    lmp_depth: 3,
    rfp: 85,
    fut_base: 120,
    fut: 110,
    nmp_base: 3,
    lmr_div: 220,
    lmr_hist: 10000,
    see_capture: 100,
    hist_prune: 4000,
    se_depth: 0,
    se_margin: 16,
    mt_soft: 100,
    check_ext: 0,
    check_ext_xiangqi: 1,
    rep_tt: 0,
};

impl Params {
    /// The parameters in force (defaults unless overridden for tuning).
    pub fn get() -> &'static Params {
        static P: OnceLock<Params> = OnceLock::new();
        P.get_or_init(|| {
            let mut p = DEFAULT;
            if let Ok(s) = std::env::var("JANGGI_ENGINE_PARAMS") {
                for kv in s.split(',') {
                    let Some((k, v)) = kv.split_once('=') else {
                        continue;
                    };
                    let Ok(v) = v.trim().parse::<i32>() else {
                        continue;
                    };
                    match k.trim() {
                        "lmp_base" => p.lmp_base = v,
                        "lmp_div" => p.lmp_div = v.max(1),
                        "lmp_depth" => p.lmp_depth = v,
                        "rfp" => p.rfp = v,
                        "fut_base" => p.fut_base = v,
                        "fut" => p.fut = v,
                        "nmp_base" => p.nmp_base = v.max(1),
                        "lmr_div" => p.lmr_div = v.max(50),
                        "lmr_hist" => p.lmr_hist = v.max(100),
                        "see_capture" => p.see_capture = v,
                        "hist_prune" => p.hist_prune = v.max(0),
                        "se_depth" => p.se_depth = v.max(0),
                        "se_margin" => p.se_margin = v,
                        "mt_soft" => p.mt_soft = v.clamp(1, 100),
                        "check_ext" => p.check_ext = v.clamp(0, 2),
                        "check_ext_xiangqi" => p.check_ext_xiangqi = v.clamp(0, 2),
                        "rep_tt" => p.rep_tt = v.clamp(0, 1),
                        _ => {}
                    }
                }
            }
            p
        })
    }
}
