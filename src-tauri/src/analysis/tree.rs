//! The analysis board's moves as a tree: every position reached is a node,
//! a move played from a node that already has another continuation is a
//! branch, and a node's first child is its main continuation.

use janggi_rules::{Game, Move};

/// One position of the tree.
#[derive(Debug, Clone)]
struct Node {
    parent: Option<usize>,
    /// The move from the parent (`None` at the root).
    mv: Option<Move>,
    /// The game here, history included (repetition, passes).
    game: Game,
    /// Continuations, the main one first.
    children: Vec<usize>,
}

/// The tree and the node shown.
#[derive(Debug, Clone)]
pub struct Tree {
    nodes: Vec<Node>,
    current: usize,
}

/// Nodes one study may hold: far more than a player makes, few enough that
/// a runaway caller cannot fill the memory.
pub const MAX_NODES: usize = 20_000;

impl Tree {
    /// A tree holding only `root`.
    pub fn new(root: Game) -> Tree {
        Tree {
            nodes: vec![Node {
                parent: None,
                mv: None,
                game: root,
                children: Vec::new(),
            }],
            current: 0,
        }
    }

    /// The node shown.
    pub fn current(&self) -> usize {
        self.current
    }

    /// The game at the node shown.
    pub fn game(&self) -> &Game {
        &self.nodes[self.current].game
    }

    /// The game at `node`, if there is one.
    pub fn game_at(&self, node: usize) -> Option<&Game> {
        self.nodes.get(node).map(|n| &n.game)
    }

    /// Plays `m` from the node shown and shows the result: an existing
    /// continuation with the same move is reused, else a new one is added
    /// after the others (the first stays the main line). `Err` with the
    /// rules' reason when `m` is not legal there.
    pub fn play(&mut self, m: Move) -> Result<usize, String> {
        let here = self.current;
        if let Some(&c) = self.nodes[here]
            .children
            .iter()
            .find(|&&c| self.nodes[c].mv == Some(m))
        {
            self.current = c;
            return Ok(c);
        }
        if self.nodes.len() >= MAX_NODES {
            return Err(format!("the study holds {MAX_NODES} positions already"));
        }
        let mut game = self.nodes[here].game.clone();
        game.play(m).map_err(|e| format!("{e:?}"))?;
        let id = self.nodes.len();
        self.nodes.push(Node {
            parent: Some(here),
            mv: Some(m),
            game,
            children: Vec::new(),
        });
        self.nodes[here].children.push(id);
        self.current = id;
        Ok(id)
    }

    /// Shows `node`; `false` when there is none.
    pub fn go(&mut self, node: usize) -> bool {
        if node < self.nodes.len() {
            self.current = node;
            true
        } else {
            false
        }
    }

    /// The nodes from the root's first move to the node shown, then on
    /// along the main continuations: the line the move list shows.
    pub fn line(&self) -> (Vec<usize>, usize) {
        let mut back = Vec::new();
        let mut n = self.current;
        while let Some(p) = self.nodes[n].parent {
            back.push(n);
            n = p;
        }
        back.reverse();
        let at = back.len();
        let mut n = self.current;
        while let Some(&c) = self.nodes[n].children.first() {
            back.push(c);
            n = c;
        }
        (back, at)
    }

    /// The other continuations of the shown node's parent (the shown move's
    /// alternatives), in the order they were played.
    pub fn alternatives(&self) -> Vec<usize> {
        match self.nodes[self.current].parent {
            Some(p) => self.nodes[p]
                .children
                .iter()
                .copied()
                .filter(|&c| c != self.current)
                .collect(),
            None => Vec::new(),
        }
    }

    /// The move into `node` and the game before it (`None` at the root).
    pub fn move_into(&self, node: usize) -> Option<(&Game, Move)> {
        let n = self.nodes.get(node)?;
        Some((&self.nodes[n.parent?].game, n.mv?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use janggi_rules::{notation, RuleProfile};

    fn play(t: &mut Tree, uci: &str) -> usize {
        let m = notation::parse_uci(t.game().position(), uci).unwrap();
        t.play(m).unwrap()
    }

    #[test]
    fn a_move_from_the_middle_of_the_line_branches_and_keeps_the_main_line() {
        let mut t = Tree::new(Game::new(RuleProfile::XIANGQI));
        let a = play(&mut t, "h3e3");
        let b = play(&mut t, "h10g8");
        let _c = play(&mut t, "h1g3");
        assert!(t.go(a));
        let (line, at) = t.line();
        assert_eq!(
            (line.len(), at),
            (3, 1),
            "the main line goes on past the shown move"
        );
        let d = play(&mut t, "b10c8");
        assert_ne!(d, b);
        assert_eq!(
            t.alternatives(),
            vec![b],
            "the main reply is the other choice"
        );
        let (line, at) = t.line();
        assert_eq!((line, at), (vec![a, d], 2));
        // The same move again reuses its node.
        assert!(t.go(a));
        assert_eq!(play(&mut t, "h10g8"), b);
        assert_eq!(t.line().0.len(), 3);
    }

    #[test]
    fn an_illegal_move_is_refused_and_changes_nothing() {
        let mut t = Tree::new(Game::new(RuleProfile::XIANGQI));
        play(&mut t, "h3e3");
        let before = t.line();
        let m = notation::parse_uci(t.game().position(), "h3e3");
        if let Ok(m) = m {
            assert!(t.play(m).is_err());
        }
        assert_eq!(t.line(), before);
        assert!(!t.go(99));
    }
}
