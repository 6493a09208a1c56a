//! [`Line`]: a start position and the moves played from it, with no
//! game-end rule applied — what a GUI sends with `position … moves …`.
//!
//! A [`Game`] stops at the first rule end (a third repetition, a move
//! limit, too little material). A GUI may judge those ends otherwise (or
//! not at all, as Fairy-Stockfish leaves them to the GUI) and play on, so a
//! line takes every move that is legal on the board. Only a board with no
//! legal move stops it: mate, stalemate, two passes in a row or an accepted
//! bikjang (the rules crate's move generator has no move there, and neither
//! has Fairy-Stockfish's).

use janggi_rules::{notation, Game, Move, PlayError, Position};

/// A start position and the board-legal moves played from it.
#[derive(Clone, Debug)]
pub struct Line {
    start: Position,
    pos: Position,
    moves: Vec<Move>,
}

impl Line {
    /// A line starting at `start`.
    pub fn new(start: Position) -> Line {
        Line {
            pos: start.clone(),
            start,
            moves: Vec::new(),
        }
    }

    /// The moves of `game` from its start.
    pub fn from_game(game: &Game) -> Line {
        Line {
            start: game.start_position().clone(),
            pos: game.position().clone(),
            moves: game.moves().to_vec(),
        }
    }

    /// The start position.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The position reached.
    pub fn position(&self) -> &Position {
        &self.pos
    }

    /// The moves played, first first.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Plays `m` if it is legal on the board (whatever a game's end rules
    /// would say). On error the line is unchanged.
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        if !self.pos.is_legal(m) {
            return Err(PlayError::Illegal(if m.is_pass() {
                "pass".to_string()
            } else if m.is_none() {
                "no move".to_string()
            } else {
                format!("{}{}", m.from(), m.to())
            }));
        }
        let _ = self.pos.make_move(m);
        self.moves.push(m);
        Ok(())
    }

    /// Plays a move in UCI notation (`h1g3`, a pass as `e2e2`).
    pub fn play_uci(&mut self, s: &str) -> Result<Move, PlayError> {
        let m = notation::parse_uci(&self.pos, s)?;
        self.play(m)?;
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::RuleProfile;

    #[test]
    fn plays_on_after_a_repetition_but_not_after_two_passes() {
        let mut game = Game::new(RuleProfile::JANGGI_FAIRY_STOCKFISH);
        let mut line = Line::new(game.start_position().clone());
        for m in "h1g3 h10g8 g3h1 g8h10 h1g3 h10g8 g3h1 g8h10".split(' ') {
            game.play_uci(m).unwrap();
            line.play_uci(m).unwrap();
        }
        assert!(game.outcome().is_over(), "{}", game.outcome());
        assert!(game.play_uci("h1g3").is_err());
        line.play_uci("h1g3").unwrap();
        assert_eq!(line.moves().len(), 9);
        line.play_uci("e9e9").unwrap();
        line.play_uci("e2e2").unwrap();
        assert_eq!(
            line.play_uci("a1a2"),
            Err(PlayError::Illegal("a1a2".into()))
        );
        assert_eq!(line.moves().len(), 11);
        assert!(line.position().legal_moves().is_empty());
        assert_eq!(line.start().fen(), game.start_position().fen());
    }
}
