//! The Glicko-2 rating system, as Mark Glickman describes it in "Example of
//! the Glicko-2 system" (Boston University, 2012): a rating, its deviation
//! (how uncertain it is) and a volatility (how erratic the player's results
//! are), updated once per rating period from the games of that period.
//!
//! Written from the paper's steps 1–8; the test plays the paper's own
//! example. Pure arithmetic: no storage, no app types.

/// Glicko-2's scale factor between the Glicko scale (ratings around 1500)
/// and its internal one (μ around 0): 400 / ln 10.
const SCALE: f64 = 173.7178;
/// The rating the internal scale centres on.
const CENTRE: f64 = 1500.0;
/// Convergence tolerance of the volatility iteration (the paper's ε).
const EPSILON: f64 = 0.000_001;

/// A player's rating on the Glicko scale.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    /// Rating (r).
    pub rating: f64,
    /// Rating deviation (RD).
    pub rd: f64,
    /// Volatility (σ).
    pub volatility: f64,
}

/// One game of a rating period: the opponent's rating and deviation and
/// the player's score (1 win, 0.5 draw, 0 loss).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Game {
    /// Opponent's rating.
    pub rating: f64,
    /// Opponent's deviation.
    pub rd: f64,
    /// The player's score.
    pub score: f64,
}

/// The paper's g(φ): how much an opponent's uncertainty dampens a result.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// The paper's E(μ, μj, φj): the expected score against that opponent.
fn e(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

/// The expected score of a player rated `rating` against an opponent
/// rated `opponent` with deviation `opponent_rd` (0–1).
pub fn expected_score(rating: f64, opponent: f64, opponent_rd: f64) -> f64 {
    e(
        (rating - CENTRE) / SCALE,
        (opponent - CENTRE) / SCALE,
        opponent_rd / SCALE,
    )
}

/// The player's rating after a rating period with `games` (none: only the
/// deviation grows), for the system constant `tau` (the paper suggests
/// 0.3–1.2; smaller keeps the volatility steadier).
pub fn update(player: Rating, games: &[Game], tau: f64) -> Rating {
    // Step 2: to the Glicko-2 scale.
    let mu = (player.rating - CENTRE) / SCALE;
    let phi = player.rd / SCALE;
    let sigma = player.volatility;
    if games.is_empty() {
        // A period without games: the deviation grows by the volatility.
        return Rating {
            rating: player.rating,
            rd: (phi * phi + sigma * sigma).sqrt() * SCALE,
            volatility: sigma,
        };
    }
    let opponents: Vec<(f64, f64, f64)> = games
        .iter()
        .map(|o| ((o.rating - CENTRE) / SCALE, o.rd / SCALE, o.score))
        .collect();
    // Step 3: the estimated variance v of the rating from the results.
    let v = 1.0
        / opponents
            .iter()
            .map(|&(mu_j, phi_j, _)| {
                let ej = e(mu, mu_j, phi_j);
                g(phi_j) * g(phi_j) * ej * (1.0 - ej)
            })
            .sum::<f64>();
    // Step 4: the estimated improvement Δ.
    let improvement: f64 = opponents
        .iter()
        .map(|&(mu_j, phi_j, s)| g(phi_j) * (s - e(mu, mu_j, phi_j)))
        .sum();
    let delta = v * improvement;
    // Step 5: the new volatility σ', the root of f by the Illinois
    // algorithm (the paper's procedure).
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        let d = phi * phi + v + ex;
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (tau * tau)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * tau) < 0.0 {
            k += 1.0;
        }
        a - k * tau
    };
    let mut f_a = f(big_a);
    let mut f_b = f(big_b);
    // The interval halves at least every other step: 200 steps are far
    // more than any input needs (a guard against a non-finite input).
    for _ in 0..200 {
        if (big_b - big_a).abs() <= EPSILON {
            break;
        }
        let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(big_c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = big_c;
        f_b = f_c;
    }
    let sigma_new = (big_a / 2.0).exp();
    // Step 6: the pre-period deviation φ*.
    let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
    // Step 7: the new deviation and rating.
    let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu_new = mu + phi_new * phi_new * improvement;
    // Step 8: back to the Glicko scale.
    Rating {
        rating: mu_new * SCALE + CENTRE,
        rd: phi_new * SCALE,
        volatility: sigma_new,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(got: f64, want: f64, tolerance: f64) -> bool {
        (got - want).abs() <= tolerance
    }

    #[test]
    fn glickmans_example() {
        // The paper's example: a player rated 1500 (RD 200, volatility
        // 0.06) plays 1400 (RD 30), 1550 (RD 100) and 1700 (RD 300),
        // winning the first and losing the others; τ = 0.5.
        let player = Rating {
            rating: 1500.0,
            rd: 200.0,
            volatility: 0.06,
        };
        let games = [
            Game {
                rating: 1400.0,
                rd: 30.0,
                score: 1.0,
            },
            Game {
                rating: 1550.0,
                rd: 100.0,
                score: 0.0,
            },
            Game {
                rating: 1700.0,
                rd: 300.0,
                score: 0.0,
            },
        ];
        let r = update(player, &games, 0.5);
        // The paper rounds its intermediate values (μ' = −0.2069 gives its
        // 1464.06); unrounded arithmetic gives 1464.05.
        assert!(close(r.rating, 1464.06, 0.015), "{r:?}");
        assert!(close(r.rd, 151.52, 0.005), "{r:?}");
        assert!(close(r.volatility, 0.05999, 0.000_01), "{r:?}");
    }

    #[test]
    fn expected_scores_are_even_between_equals_and_favour_the_stronger() {
        assert!(close(expected_score(1500.0, 1500.0, 50.0), 0.5, 1e-12));
        let up = expected_score(1700.0, 1500.0, 50.0);
        let down = expected_score(1300.0, 1500.0, 50.0);
        assert!(up > 0.7 && up < 0.8, "{up}");
        assert!(close(up + down, 1.0, 1e-12));
        // The paper's E values for its example (on the Glicko-2 scale).
        assert!(close(expected_score(1500.0, 1400.0, 30.0), 0.639, 0.001));
        assert!(close(expected_score(1500.0, 1550.0, 100.0), 0.432, 0.001));
        assert!(close(expected_score(1500.0, 1700.0, 300.0), 0.303, 0.001));
    }

    #[test]
    fn a_win_raises_a_loss_lowers_a_draw_between_equals_keeps_and_every_game_narrows() {
        let p = Rating {
            rating: 1500.0,
            rd: 350.0,
            volatility: 0.06,
        };
        let vs = |score| {
            update(
                p,
                &[Game {
                    rating: 1500.0,
                    rd: 50.0,
                    score,
                }],
                0.5,
            )
        };
        let (win, loss, draw) = (vs(1.0), vs(0.0), vs(0.5));
        assert!(win.rating > 1500.0 && loss.rating < 1500.0);
        assert!(close(win.rating - 1500.0, 1500.0 - loss.rating, 1e-6));
        assert!(close(draw.rating, 1500.0, 1e-6));
        for r in [win, loss, draw] {
            assert!(r.rd < p.rd && r.rd > 0.0, "{r:?}");
            assert!(r.volatility > 0.0 && r.volatility < 0.1, "{r:?}");
        }
        // No games: only the deviation grows.
        let idle = update(p, &[], 0.5);
        assert_eq!(idle.rating, p.rating);
        assert!(idle.rd > p.rd);
    }
}
