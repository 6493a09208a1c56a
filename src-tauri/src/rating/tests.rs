//! Unit tests of the rating: which games count, Glicko-2's step, the
//! suggested level, damaged stored values, the history's bound.

use super::*;
use janggi_wire::dto::{EndReasonDto, ProfileIdDto, SetupsDto, SideDto};

fn game(id: u64, level: u8, winner: Option<SideDto>) -> FinishedGame {
    FinishedGame {
        id,
        profile: ProfileIdDto::Xiangqi,
        start_fen: String::new(),
        setups: SetupsDto::default(),
        mode: Some(Mode::VsComputer {
            level: LevelDto::new(level).unwrap(),
            human_side: SideDto::First,
        }),
        date_ms: 1_000 * id,
        winner,
        reason: Some(EndReasonDto::Resignation),
        by_points: false,
        moves: String::new(),
        points: [0, 0],
        players: None,
        result_text: None,
        unfinished: false,
        rated: true,
        ai_seed: None,
        handicap: None,
        record: None,
        study: None,
    }
}

#[test]
fn only_finished_games_begun_as_rated_against_the_computer_count() {
    let won = game(1, 5, Some(SideDto::First));
    assert!(is_rated(&won));
    assert_eq!(rated_result(&won), Some((LevelDto::new(5).unwrap(), 1.0)));
    let lost = game(2, 5, Some(SideDto::Second));
    assert_eq!(rated_result(&lost).map(|r| r.1), Some(0.0));
    let drawn = game(3, 5, None);
    assert_eq!(rated_result(&drawn).map(|r| r.1), Some(0.5));
    let not = |f: fn(&mut FinishedGame)| {
        let mut g = game(4, 5, Some(SideDto::First));
        f(&mut g);
        !is_rated(&g) && rated_result(&g).is_none()
    };
    assert!(not(|g| g.rated = false));
    assert!(not(|g| g.unfinished = true));
    assert!(not(|g| g.mode = Some(Mode::TwoPlayers)));
    assert!(not(|g| g.mode = None));
    assert!(not(|g| (g.winner, g.reason) = (None, None))); // no known result
    assert!(not(|g| {
        g.handicap = Some(janggi_wire::dto::HandicapDto {
            id: janggi_wire::dto::HandicapId::XiangqiHorse,
            giver: SideDto::Second,
        })
    }));
}

#[test]
fn a_game_counts_once_and_moves_the_rating_the_right_way() {
    let mut r = Ratings::default();
    assert!(r.count(&game(1, 5, Some(SideDto::Second)))); // a loss
    let after_loss = r.xiangqi.rating;
    assert!(after_loss < START.rating);
    assert!(!r.count(&game(1, 5, Some(SideDto::First))), "counted once");
    assert_eq!(r.xiangqi.rating, after_loss);
    assert!(r.count(&game(2, 5, Some(SideDto::First)))); // a win
    assert!(r.xiangqi.rating > after_loss);
    assert_eq!(r.xiangqi.games, 2);
    assert_eq!(
        r.janggi,
        PlayerRating::default(),
        "the other game's untouched"
    );
    let mut unrated = game(3, 5, Some(SideDto::First));
    unrated.rated = false;
    assert!(!r.count(&unrated));
    // The history: the start, then one point per game.
    let dto = r.dto().xiangqi;
    assert_eq!(dto.games, 2);
    let ids: Vec<Option<u64>> = dto.history.iter().map(|p| p.game_id).collect();
    assert_eq!(ids, [None, Some(1), Some(2)]);
    assert_eq!(dto.history[0].rating, START.rating);
    assert_eq!(dto.history[0].date_ms, 1_000);
    assert!(dto.history.windows(2).all(|w| w[0].rd >= w[1].rd));
    assert!(dto.provisional);
}

#[test]
fn the_first_game_moves_a_new_rating_as_glicko2_says() {
    // Against a level of the player's own rating (the start), a loss
    // moves the rating down by the Glicko-2 step for RD 350 against RD 50.
    let mut p = PlayerRating::default();
    p.record(1, 5, START.rating, 0.0);
    let want = glicko2::update(
        START,
        &[Game {
            rating: START.rating,
            rd: LEVEL_RD,
            score: 0.0,
        }],
        TAU,
    );
    assert!((p.rating - want.rating).abs() < 1e-9);
    assert!(p.rating < 1350.0 && p.rating > 1250.0, "{}", p.rating);
}

#[test]
fn the_suggestion_is_the_level_nearest_an_even_chance() {
    for variant in [VariantId::Janggi, VariantId::Xiangqi] {
        for level in LevelDto::all() {
            // A player rated exactly a level's Elo gets that level, at 50 %.
            let (s, chance) = suggest(level_rating(level, variant), variant);
            assert_eq!(s, level, "{variant:?}");
            assert!((chance - 0.5).abs() < 1e-9);
        }
        let weakest = LevelDto::all().next().unwrap();
        let strongest = LevelDto::all().last().unwrap();
        assert_eq!(suggest(-1000.0, variant).0, weakest);
        assert!(suggest(-1000.0, variant).1 < 0.5);
        assert_eq!(suggest(9000.0, variant).0, strongest);
        // Between two levels: the nearer one.
        let elo: Vec<f64> = LevelDto::all().map(|l| level_rating(l, variant)).collect();
        let near_third = elo[2] + (elo[3] - elo[2]) * 0.3;
        assert_eq!(suggest(near_third, variant).0, LevelDto::new(3).unwrap());
    }
}

#[test]
fn a_damaged_part_is_reported_and_leaves_the_other_game_alone() {
    let mut good = Ratings::default();
    good.janggi.record(9, 9, 1400.0, 1.0);
    let v = good.to_value();
    assert_eq!(Ratings::read(Some(&v)).ratings, good);
    assert!(Ratings::read(Some(&v)).unreadable.is_empty());
    assert_eq!(Ratings::read(None).ratings, Ratings::default());
    let mut damaged = v.clone();
    damaged["xiangqi"] = serde_json::json!({"rating": "high"});
    let read = Ratings::read(Some(&damaged));
    assert_eq!(read.ratings.janggi, good.janggi);
    assert_eq!(read.unreadable.len(), 1);
    assert_eq!(read.unreadable[0].0, VariantId::Xiangqi);
    let mut out_of_range = v.clone();
    out_of_range["janggi"]["rd"] = serde_json::json!(-3.0);
    assert_eq!(
        Ratings::read(Some(&out_of_range)).unreadable[0].0,
        VariantId::Janggi
    );
    let read = Ratings::read(Some(&serde_json::json!([1, 2])));
    assert_eq!(read.unreadable.len(), 2);
}

#[test]
fn the_history_keeps_the_newest_points() {
    let mut p = PlayerRating::default();
    for i in 0..(MAX_HISTORY as u64 + 5) {
        p.record(i, i, 1500.0, (i % 2) as f64);
    }
    assert_eq!(p.history.len(), MAX_HISTORY);
    assert_eq!(p.history[0].game_id, 5);
    assert_eq!(p.games as usize, MAX_HISTORY + 5);
    assert!(p.rd >= MIN_RD);
}
