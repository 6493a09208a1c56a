//! The position editor's rules side: a board the player set up becomes a
//! FEN and the first setup rule it breaks (the rules crate's
//! [`SetupErrorKind`], waivable kinds allowed on request); a FEN becomes
//! a board to edit. Pure: no state, no lock.

use janggi_rules::{Board, Piece, Position, Role, RuleProfile, Setup, Side, Square, Waivers};
use janggi_wire::dto::{
    EditorBoard, EditorCheck, PieceDto, RoleDto, SetupProblem, SideDto, VariantId,
};
use janggi_wire::error::AppError;

/// The rules a study of `variant` plays by.
pub fn profile_for(variant: VariantId) -> RuleProfile {
    match variant {
        VariantId::Janggi => RuleProfile::JANGGI_STANDARD,
        VariantId::Xiangqi => RuleProfile::XIANGQI,
    }
}

fn role_of(r: RoleDto) -> Role {
    match r {
        RoleDto::General => Role::General,
        RoleDto::Guard => Role::Guard,
        RoleDto::Elephant => Role::Elephant,
        RoleDto::Horse => Role::Horse,
        RoleDto::Chariot => Role::Chariot,
        RoleDto::Cannon => Role::Cannon,
        RoleDto::Soldier => Role::Soldier,
    }
}

/// The setup of `b`: its pieces (a point named twice is refused) and side
/// to move, counters fresh.
fn setup_of(b: &EditorBoard) -> Result<Setup, AppError> {
    let mut board = Board::default();
    for p in &b.pieces {
        let sq = Square::from_index(usize::from(p.square))
            .ok_or_else(|| AppError::bad_argument(format!("{} is not a point", p.square)))?;
        if board.piece_at(sq).is_some() {
            return Err(AppError::bad_argument(format!(
                "two pieces on point {}",
                p.square
            )));
        }
        board.set_piece_at(
            sq,
            Piece {
                side: Side::from(p.side),
                role: role_of(p.role),
            },
        );
    }
    let mut setup = Setup::new(board);
    setup.turn = b.side_to_move.into();
    Ok(setup)
}

/// The position `b` sets up: its FEN, and the first rule it breaks (with
/// `waive`, the waivable ones are allowed).
pub fn check(b: &EditorBoard, waive: bool) -> Result<EditorCheck, AppError> {
    let setup = setup_of(b)?;
    let fen = setup.fen();
    let waivers = if waive { Waivers::ALL } else { Waivers::FEN };
    let problem = match Position::from_setup(setup, &profile_for(b.variant), waivers) {
        Ok(_) => None,
        Err(e) => Some(SetupProblem {
            kind: e.kind.into(),
            waivable: e.kind.is_waivable(),
        }),
    };
    Ok(EditorCheck { fen, problem })
}

/// The board of `fen` to edit, whatever rule its position breaks (only
/// its text must be read); an empty `fen`: the game's start position.
pub fn read(variant: VariantId, fen: &str) -> Result<EditorBoard, AppError> {
    let setup = match fen.trim() {
        "" => Setup::from_fen(&Position::new(&profile_for(variant)).fen())?,
        text => Setup::from_fen(text)?,
    };
    Ok(EditorBoard {
        variant,
        pieces: setup
            .board
            .pieces()
            .map(|(sq, p)| PieceDto {
                square: sq.index() as u8,
                side: p.side.into(),
                role: p.role.into(),
            })
            .collect(),
        side_to_move: SideDto::from(setup.turn),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_wire::dto::SetupProblemKind;

    #[test]
    fn a_start_position_is_legal_and_its_fen_reads_back() {
        let fen = Position::new(&RuleProfile::XIANGQI).fen();
        let b = read(VariantId::Xiangqi, &fen).unwrap();
        assert_eq!(b.pieces.len(), 32);
        let c = check(&b, false).unwrap();
        assert_eq!(c.problem, None);
        assert!(fen.starts_with(&c.fen[..c.fen.find(' ').unwrap()]));
    }

    #[test]
    fn a_broken_position_names_its_rule_and_waivable_ones_can_be_allowed() {
        // Two generals on one side.
        let mut b = read(VariantId::Xiangqi, "4k4/9/9/9/9/9/9/9/4K4/3K5 w").unwrap();
        assert_eq!(
            check(&b, false).unwrap().problem.unwrap().kind,
            SetupProblemKind::TooManyGenerals
        );
        // An elephant across the river: waivable.
        b = read(VariantId::Xiangqi, "4k4/9/9/9/4B4/9/9/9/9/4K4 w").unwrap();
        let p = check(&b, false).unwrap().problem.unwrap();
        assert_eq!(
            (p.kind, p.waivable),
            (SetupProblemKind::ElephantAcrossRiver, true)
        );
        assert_eq!(check(&b, true).unwrap().problem, None);
        // The same point twice is refused.
        b.pieces.push(b.pieces[0]);
        assert!(check(&b, false).is_err());
        assert!(read(VariantId::Janggi, "not a fen").is_err());
        assert_eq!(
            read(VariantId::Janggi, "").unwrap().pieces.len(),
            32,
            "the start"
        );
    }
}
