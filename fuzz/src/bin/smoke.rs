//! A dependency-free stand-in for libFuzzer: feeds the fuzz targets random
//! bytes and mutations of valid inputs for N seconds (default 30, split
//! between the targets). Usage: `smoke [seconds] [fen|uci_move|net_msg]`.

use std::time::{Duration, Instant};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

const SEEDS: &[&str] = &[
    "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1",
    "1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23",
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w",
    // janggi-net messages, one per line (the net_msg target reads lines)
    "{\"type\":\"setup\",\"side\":\"second\",\"setup\":2}\n{\"type\":\"setup\",\"side\":\"first\",\"setup\":3}\n{\"type\":\"move\",\"ply\":1,\"uci\":\"a7b7\"}\n{\"type\":\"pass\",\"ply\":3}\n{\"type\":\"undoRequest\",\"ply\":4}",
    "{\"type\":\"move\",\"ply\":0,\"uci\":\"h3e3\"}\n{\"type\":\"move\",\"ply\":1,\"uci\":\"h8e8\"}\n{\"type\":\"drawOffer\",\"ply\":2}\n{\"type\":\"resume\",\"settings\":{\"variant\":\"xiangqi\",\"profile\":\"xiangqi\",\"moveTimerSecs\":60,\"setupTimerSecs\":null,\"hostSide\":\"first\"},\"setups\":{},\"ply\":1,\"hash\":\"\",\"from\":0,\"moves\":[\"h3e3\"]}\n{\"type\":\"timeOut\",\"ply\":2,\"side\":\"first\"}\n{\"type\":\"resign\",\"ply\":2}",
];

const ALPHABET: &[u8] = b"kabnrcpehKABNRCPEH0123456789/ wbr-\t\n\xc3\xa9x";

fn mutate(rng: &mut Rng, base: &[u8]) -> Vec<u8> {
    let mut v = base.to_vec();
    for _ in 0..=rng.below(4) {
        let pos = rng.below(v.len() + 1);
        match rng.below(5) {
            0 if !v.is_empty() => {
                let p = pos.min(v.len() - 1);
                let c = ALPHABET[rng.below(ALPHABET.len())];
                v[p] = c;
            }
            1 => {
                let c = ALPHABET[rng.below(ALPHABET.len())];
                v.insert(pos, c)
            }
            2 if pos < v.len() => {
                v.remove(pos);
            }
            3 => {
                let c = rng.next() as u8;
                v.insert(pos, c)
            }
            _ => {
                let cut = rng.below(v.len() + 1);
                v.truncate(cut.max(pos.min(v.len())));
            }
        }
    }
    v
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let secs: u64 = args.iter().find_map(|a| a.parse().ok()).unwrap_or(30);
    let only = args.iter().find(|a| a.parse::<u64>().is_err()).cloned();
    let targets: Vec<(&str, fn(&[u8]))> = vec![
        ("fen", janggi_rules_fuzz::fen),
        ("uci_move", janggi_rules_fuzz::uci_move),
        ("net_msg", janggi_rules_fuzz::net_msg),
        ("relay_msg", janggi_rules_fuzz::relay_msg),
    ];
    let targets: Vec<_> = targets
        .into_iter()
        .filter(|(n, _)| only.as_deref().is_none_or(|o| o == *n))
        .collect();
    let per = Duration::from_secs(secs) / targets.len().max(1) as u32;
    let mut rng = Rng(0x5EED ^ secs);
    for (name, target) in targets {
        let start = Instant::now();
        let mut runs = 0u64;
        while start.elapsed() < per {
            let input: Vec<u8> = match rng.below(3) {
                0 => {
                    let n = rng.below(120);
                    (0..n).map(|_| rng.next() as u8).collect()
                }
                1 => {
                    let n = rng.below(120);
                    (0..n)
                        .map(|_| ALPHABET[rng.below(ALPHABET.len())])
                        .collect()
                }
                _ => {
                    let seed = SEEDS[rng.below(SEEDS.len())];
                    mutate(&mut rng, seed.as_bytes())
                }
            };
            target(&input);
            runs += 1;
        }
        println!(
            "smoke {name}: {runs} inputs in {:.1} s, no failure",
            start.elapsed().as_secs_f64()
        );
    }
}
