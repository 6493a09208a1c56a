//! Cycles of a directed graph: strongly connected components (Tarjan) and one
//! shortest closed path through each.

use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};

pub type Graph = BTreeMap<usize, BTreeSet<usize>>;

/// Strongly connected components of more than one node, each sorted, in the
/// order of their smallest node.
pub fn cycles(graph: &Graph) -> Vec<Vec<usize>> {
    struct State<'g> {
        graph: &'g Graph,
        index: HashMap<usize, usize>,
        low: HashMap<usize, usize>,
        stack: Vec<usize>,
        on_stack: BTreeSet<usize>,
        out: Vec<Vec<usize>>,
    }
    // Iterative: a frame is a node and the position in its successor list.
    fn strong(s: &mut State, root: usize) {
        let mut work: Vec<(usize, Vec<usize>, usize)> = Vec::new();
        let enter = |s: &mut State, v: usize, work: &mut Vec<(usize, Vec<usize>, usize)>| {
            let n = s.index.len();
            s.index.insert(v, n);
            s.low.insert(v, n);
            s.stack.push(v);
            s.on_stack.insert(v);
            let succ = s
                .graph
                .get(&v)
                .map(|w| w.iter().copied().collect())
                .unwrap_or_default();
            work.push((v, succ, 0));
        };
        enter(s, root, &mut work);
        while let Some((v, succ, i)) = work.last_mut() {
            let v = *v;
            let next = succ.get(*i).copied();
            *i += 1;
            if let Some(w) = next {
                if !s.index.contains_key(&w) {
                    enter(s, w, &mut work);
                } else if s.on_stack.contains(&w) {
                    let lw = s.index[&w];
                    let lv = s.low.get_mut(&v).expect("entered");
                    *lv = (*lv).min(lw);
                }
                continue;
            }
            work.pop();
            if let Some((u, _, _)) = work.last() {
                let lv = s.low[&v];
                let lu = s.low.get_mut(u).expect("entered");
                *lu = (*lu).min(lv);
            }
            if s.low[&v] == s.index[&v] {
                let mut comp = Vec::new();
                loop {
                    let w = s.stack.pop().expect("v is on the stack");
                    s.on_stack.remove(&w);
                    comp.push(w);
                    if w == v {
                        break;
                    }
                }
                if comp.len() > 1 {
                    comp.sort_unstable();
                    s.out.push(comp);
                }
            }
        }
    }
    let mut s = State {
        graph,
        index: HashMap::new(),
        low: HashMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        out: Vec::new(),
    };
    for &v in graph.keys() {
        if !s.index.contains_key(&v) {
            strong(&mut s, v);
        }
    }
    s.out.sort();
    s.out
}

/// A shortest closed path from the first node of `comp` back to it, within
/// the component (breadth first): `[a, b, a]`.
pub fn a_cycle(graph: &Graph, comp: &[usize]) -> Vec<usize> {
    let start = comp[0];
    let members: BTreeSet<usize> = comp.iter().copied().collect();
    let mut prev: HashMap<usize, Option<usize>> = HashMap::from([(start, None)]);
    let mut queue = VecDeque::from([start]);
    while let Some(v) = queue.pop_front() {
        for &w in graph.get(&v).into_iter().flatten() {
            if w == start {
                let mut path = vec![start, v];
                let mut at = v;
                while let Some(Some(p)) = prev.get(&at) {
                    path.push(*p);
                    at = *p;
                }
                path.reverse();
                return path;
            }
            if members.contains(&w) && !prev.contains_key(&w) {
                prev.insert(w, Some(v));
                queue.push_back(w);
            }
        }
    }
    comp.to_vec()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(edges: &[(usize, usize)], n: usize) -> Graph {
        let mut g: Graph = (0..n).map(|v| (v, BTreeSet::new())).collect();
        for &(a, b) in edges {
            g.get_mut(&a).unwrap().insert(b);
        }
        g
    }

    #[test]
    fn finds_each_component_and_a_shortest_path_through_it() {
        // 0 -> 1 -> 2 -> 0 and 1 -> 0 (shorter), 3 <-> 4, 5 alone, 2 -> 3.
        let g = graph(
            &[
                (0, 1),
                (1, 2),
                (2, 0),
                (1, 0),
                (3, 4),
                (4, 3),
                (2, 3),
                (5, 5),
            ],
            6,
        );
        assert_eq!(cycles(&g), vec![vec![0, 1, 2], vec![3, 4]]);
        assert_eq!(a_cycle(&g, &[0, 1, 2]), vec![0, 1, 0]);
        assert_eq!(a_cycle(&g, &[3, 4]), vec![3, 4, 3]);
    }

    #[test]
    fn a_dag_has_no_cycle() {
        let g = graph(&[(0, 1), (1, 2), (0, 2), (3, 1)], 4);
        assert!(cycles(&g).is_empty());
    }

    #[test]
    fn a_long_cycle_is_walked_in_order() {
        let g = graph(&[(0, 1), (1, 2), (2, 3), (3, 0)], 4);
        assert_eq!(a_cycle(&g, &cycles(&g)[0]), vec![0, 1, 2, 3, 0]);
    }
}
