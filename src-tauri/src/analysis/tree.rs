//! The analysis board's moves as a tree: every position reached is a node,
//! a move played from a node that already has another continuation is a
//! branch, and a node's first child is its main continuation.

use janggi_rules::{Game, Move};
use janggi_wire::dto::MoveMark;

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
    /// The player's comment on the move into this node.
    comment: String,
    /// The player's mark on that move (`!`, `?`, …).
    mark: Option<MoveMark>,
    /// Deleted with its branch (ids stay stable: the node is only
    /// unreachable).
    gone: bool,
}

/// Longest comment on one move, in characters.
pub const MAX_COMMENT: usize = 2000;

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
                comment: String::new(),
                mark: None,
                gone: false,
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

    /// The continuations of `node`, the main one first.
    pub fn children(&self, node: usize) -> Vec<usize> {
        self.nodes
            .get(node)
            .map(|n| n.children.clone())
            .unwrap_or_default()
    }

    /// The position before `node` (`None` at the start).
    pub fn parent(&self, node: usize) -> Option<usize> {
        self.nodes.get(node)?.parent
    }

    /// Positions in the study (the start included, deleted ones not).
    pub fn count(&self) -> usize {
        self.nodes.iter().filter(|n| !n.gone).count()
    }

    /// The game at the start.
    pub fn root(&self) -> &Game {
        &self.nodes[0].game
    }

    /// The moves from the start to the node shown.
    pub fn moves_to_current(&self) -> Vec<Move> {
        let mut out = Vec::new();
        let mut n = self.current;
        while let (Some(p), Some(m)) = (self.nodes[n].parent, self.nodes[n].mv) {
            out.push(m);
            n = p;
        }
        out.reverse();
        out
    }

    /// The main line from the start: each node's first continuation, as
    /// nodes (the start not included).
    pub fn main_line(&self) -> Vec<usize> {
        let mut out = Vec::new();
        let mut n = 0;
        while let Some(&c) = self.nodes[n].children.first() {
            out.push(c);
            n = c;
        }
        out
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
            comment: String::new(),
            mark: None,
            gone: false,
        });
        self.nodes[here].children.push(id);
        self.current = id;
        Ok(id)
    }

    /// `node` is in the tree (not deleted).
    pub fn has(&self, node: usize) -> bool {
        self.nodes.get(node).is_some_and(|n| !n.gone)
    }

    /// Shows `node`; `false` when there is none.
    pub fn go(&mut self, node: usize) -> bool {
        if self.has(node) {
            self.current = node;
            true
        } else {
            false
        }
    }

    /// Makes the line through `node` the main line: on the way up, every
    /// branch it lies on becomes its parent's first continuation.
    pub fn promote(&mut self, node: usize) -> bool {
        if !self.has(node) {
            return false;
        }
        let mut n = node;
        while let Some(p) = self.nodes[n].parent {
            let kids = &mut self.nodes[p].children;
            if let Some(i) = kids.iter().position(|&c| c == n) {
                let c = kids.remove(i);
                kids.insert(0, c);
            }
            n = p;
        }
        true
    }

    /// Deletes the move into `node` and everything after it (not the
    /// start); the shown position moves up when it was inside.
    pub fn delete(&mut self, node: usize) -> bool {
        if node == 0 || !self.has(node) {
            return false;
        }
        let Some(parent) = self.nodes[node].parent else {
            return false;
        };
        self.nodes[parent].children.retain(|&c| c != node);
        let mut stack = vec![node];
        let mut shown_inside = false;
        while let Some(n) = stack.pop() {
            self.nodes[n].gone = true;
            shown_inside |= n == self.current;
            stack.extend(self.nodes[n].children.iter().copied());
        }
        if shown_inside {
            self.current = parent;
        }
        true
    }

    /// Sets the comment and mark of the move into `node` (not the start).
    pub fn annotate(
        &mut self,
        node: usize,
        comment: &str,
        mark: Option<MoveMark>,
    ) -> Result<(), String> {
        if node == 0 || !self.has(node) {
            return Err(format!("the study has no move {node}"));
        }
        let n = comment.chars().count();
        if n > MAX_COMMENT {
            return Err(format!(
                "a comment holds at most {MAX_COMMENT} characters, not {n}"
            ));
        }
        let at = &mut self.nodes[node];
        at.comment = comment.trim().to_string();
        at.mark = mark;
        Ok(())
    }

    /// The comment and mark of the move into `node`.
    pub fn notes(&self, node: usize) -> (&str, Option<MoveMark>) {
        let n = &self.nodes[node];
        (n.comment.as_str(), n.mark)
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

    /// Every continuation of the shown node's parent (the shown move and
    /// its alternatives), the main one first; empty at the start.
    pub fn variations(&self) -> Vec<usize> {
        match self.nodes[self.current].parent {
            Some(p) => self.nodes[p].children.clone(),
            None => Vec::new(),
        }
    }

    /// How many moves were played from the position before `node` (1: no
    /// branch there).
    pub fn siblings_of(&self, node: usize) -> usize {
        self.nodes[node]
            .parent
            .map_or(1, |p| self.nodes[p].children.len())
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
            t.variations(),
            vec![b, d],
            "the main reply first, the branch after it"
        );
        let (line, at) = t.line();
        assert_eq!((line, at), (vec![a, d], 2));
        // The same move again reuses its node.
        assert!(t.go(a));
        assert_eq!(play(&mut t, "h10g8"), b);
        assert_eq!(t.line().0.len(), 3);
    }

    #[test]
    fn a_branch_promoted_becomes_the_main_line_and_a_deleted_one_is_gone() {
        let mut t = Tree::new(Game::new(RuleProfile::XIANGQI));
        let a = play(&mut t, "h3e3");
        let b = play(&mut t, "h10g8");
        assert!(t.go(a));
        let d = play(&mut t, "b10c8");
        let e = play(&mut t, "h1g3");
        assert!(t.promote(e));
        assert!(t.go(0));
        assert_eq!(t.line().0, vec![a, d, e], "the branch is the main line");
        assert!(t.go(e));
        assert!(t.delete(d));
        assert_eq!(
            t.current(),
            a,
            "the shown position was inside: up to the branch point"
        );
        assert!(!t.has(e) && !t.go(d));
        assert!(t.go(0));
        assert_eq!(t.line().0, vec![a, b]);
        assert!(!t.delete(0), "the start stays");
        // Notes: a mark and a comment; too long a comment is refused.
        t.annotate(b, "  the usual reply ", Some(MoveMark::Good))
            .unwrap();
        assert_eq!(t.notes(b), ("the usual reply", Some(MoveMark::Good)));
        assert!(t.annotate(b, &"x".repeat(MAX_COMMENT + 1), None).is_err());
        assert_eq!(
            t.notes(b).0,
            "the usual reply",
            "unchanged by the refused one"
        );
        assert!(t.annotate(0, "start", None).is_err());
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
