//! Whole games both transports' tests play (LAN loopback, relays).
#![allow(dead_code)]

/// A real game (gib19_2009_ama_choegang_hanja.gib, game 1 of the reference
/// records): Cho 상마상마 (2), Han 마상마상 (1); Cho mates on ply 25.
pub const JANGGI_MATE: &str = "a4b4 c10d8 i4h4 b8e8 h1g3 b10d7 b1d4 h10g8 h3e3 e7f7 i1i5 h8f8 i5c5 c7c6 c5c6 d7b4 c6c9 d10d9 c4b4 e9d10 c9c7 f10e9 a1a7 a10a7 c7c10";

/// A Xiangqi game played by janggi-engine against itself (Red depth 4,
/// Black depth 1) that ends in Red's checkmate on ply 75.
pub const XIANGQI_MATE: &str = "b3c3 b8c8 c3c7 c8c4 g4g5 e7e6 a1a2 a10a9 a2c2 h8h4 e4e5 c4f4 e5e6 h4a4 c2c4 b10a8 h3e3 f4e4 c4e4 a8c7 e4a4 g10e8 e6d6 f10e9 d6d7 c7d5 a4d4 d5f6 d4d6 f6e4 d6c6 a9b9 b1c3 e4c3 c6c3 b9b7 c3c10 b7d7 h1g3 d7d4 g3f5 d4d7 c10c8 i10i8 i1h1 h10f9 h1h7 d7d2 f5g7 d2d7 g7e8 d7h7 e8f6 e9d8 f6h7 i8h8 c8c7 h8g8 c7e7 d10e9 e7g7 f9e7 g7g8 e10f10 g8g10 f10f9 g5g6 a7a6 g10g7 e7d9 g7f7 e9f8 e3f3 a6a5 f7f8";
