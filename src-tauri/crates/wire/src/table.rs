//! The app's commands, declared once.
//!
//! Each line names a command (`module::name`: its function is
//! `commands::module::name`), its arguments (decoded into
//! `args::<name>::Args`; snake_case here, camelCase on the wire), what it
//! returns, and what a well-formed call may do: `write` — change the game
//! in progress or what is saved (settings, records, progress), or act
//! outside the app (a file, the clipboard, the other device), so the IPC
//! fuzz test (`tests/ipc_fuzz.rs`) sends it only malformed arguments or
//! calls it out of turn; `read` — none of that (it may open or drop what is
//! held in memory: a study, a preview, a review); `slow` — a `read` that
//! takes a while whatever its arguments. The doc comment is the command's
//! contract; it becomes the TypeScript
//! wrapper's.
//!
//! Everything else comes from this table: the typed argument structs and
//! `decode` ([`crate::args`], also run by the fuzz target `ipc_args`), the
//! Tauri handlers and the handler list (the app's
//! `src-tauri/src/commands/mod.rs`), each command's
//! permission and the set the capability grants (`src-tauri/build.rs` reads
//! the `module::name` of each line), the TypeScript wrappers
//! (`ui/src/ipc/commands.ts`, written by `tests/bindings.rs`) and the
//! command list of `docs/contracts.md`.

/// Calls `$then! { … }` with every command of the app.
#[macro_export]
macro_rules! with_commands {
    ($then:ident) => {
        $then! {
            /// Starts a new game, replacing any game (Janggi starts in the setup phase).
            write game::new_game { options: NewGameOptions } -> BoardView;
            /// Chooses a Janggi setup for `side` (Han first, then Cho).
            write game::choose_setup { side: SideDto, setup: SetupId } -> BoardView;
            /// Plays a move from one square (0..89) to another.
            write game::make_move { from: Square, to: Square } -> BoardView;
            /// Passes the turn (Janggi).
            write game::pass_turn {} -> BoardView;
            /// Takes back the last move (against the computer: the player's move and the reply).
            write game::undo {} -> BoardView;
            /// The side to move (the human) resigns.
            write game::resign {} -> BoardView;
            /// Offers a draw: two players on one device, for the other to answer; against the computer, answered at once (the game ends drawn if it accepts).
            write game::offer_draw {} -> BoardView;
            /// The other player on this device answers a draw offer.
            write game::answer_draw { accept: bool } -> BoardView;
            /// The engine's suggestion for the player (a short search off the UI thread).
            read ai::hint {} -> HintDto;
            /// Turns the board around.
            write game::flip {} -> BoardView;
            /// The current game; rejects with `noGame` when there is none.
            read game::get_view {} -> BoardView;
            /// Pauses the move clock (`away`: off the game screen; `request`: a player asked) or, with null, lets it run again.
            write game::pause_clock { pause: Option<ClockPause> } -> BoardView;
            /// The text key (tutorial.why.*, game.why.noMove) saying why a move is refused now; from = to: why that piece has no move at all.
            read game::explain_move { from: Square, to: Square } -> String;
            /// The stored preferences.
            read settings::get_settings {} -> Settings;
            /// Validates and stores preferences; returns what was stored.
            write settings::set_settings { settings: Settings } -> Settings;
            /// The computer starts thinking if it is its turn (or chooses its setup); its move arrives as `game-updated`.
            write ai::start_ai_move {} -> BoardView;
            /// What the player must be told once (e.g. unreadable saved data was kept aside); each notice comes once.
            read settings::take_notices {} -> Vec<Notice>;
            /// Writes the game again after a failed save; says whether it is on disk now.
            read settings::retry_save {} -> StorageStatus;
            /// The app's version and the folder that holds the player's games and settings (the settings' About card).
            read settings::app_info {} -> AppInfoDto;
            /// A lesson's board after `moves` (the player's moves and the scripted replies so far; absent: its start).
            read tutorial::tutorial_lesson { lesson_id: String, moves: Option<Vec<String>> } -> LessonBoard;
            /// Checks a try at a lesson's step; a completed lesson is saved.
            write tutorial::tutorial_try { attempt: TutorialAttempt } -> TutorialResult;
            /// The completed lessons.
            read tutorial::tutorial_progress {} -> TutorialProgress;
            /// Forgets the tutorial progress.
            write tutorial::tutorial_reset {} -> TutorialProgress;
            /// Finished games, newest first, one page at a time (default: all, from 0, 50).
            read records::list_games { filter: Option<GameFilter>, offset: Option<usize>, limit: Option<usize> } -> GameList;
            /// Counts of games against the computer.
            read records::get_statistics {} -> Statistics;
            /// Deletes a finished game from the records (`badArgument` when there is none).
            write records::delete_game { id: u64 } -> bool;
            /// Every position and move of a finished game.
            read records::replay_game { id: u64 } -> ReplayDto;
            /// Plays on against the computer from position `ply` of a recorded game, its moves kept (the human plays the side to move unless `humanSide` says otherwise; the level defaults to the record's).
            write records::continue_game { id: u64, ply: usize, level: Option<LevelDto>, human_side: Option<SideDto> } -> BoardView;
            /// Saves a finished game as PGN (UCI, WXF, Chinese or ICCS moves) or .gib text where the player says in the native save dialog; the path, or null when cancelled.
            write records::save_export { id: u64, format: RecordFormat } -> Option<String>;
            /// Puts the exported game on the system clipboard.
            write records::copy_export { id: u64, format: RecordFormat } -> bool;
            /// Reads the file chosen in the native open dialog (.gib, .pgn, .xqf, .cbr, .cbl, .txt; the filter named `filterName`, in the player's language) game by game; null when cancelled. Writes nothing until `confirm_import`.
            slow records::open_import { filter_name: Option<String> } -> Option<ImportPreview>;
            /// Reads a file game by game; writes nothing until `confirm_import`.
            read records::preview_import { file: FileData, name: Option<String> } -> ImportPreview;
            /// Imports the complete games of a preview and the legal part of the cut-short games numbered in `includePartial`; duplicates are skipped.
            write records::confirm_import { preview_id: u64, include_partial: Option<Vec<usize>> } -> ImportResult;
            /// Drops a preview (whether it was open); nothing is written.
            read records::cancel_import { preview_id: u64 } -> bool;
            /// Hosts a game on the local network: listens, shows the join code, waits for the other device.
            write lan::lan_host { options: LanHostOptions } -> LanStatus;
            /// Joins a hosted game with its code (the game starts at once).
            write lan::lan_join { request: LanJoinRequest } -> LanStatus;
            /// The games hosted on the local network (browses for about 1.5 s).
            slow lan::lan_discover {} -> Vec<LanFoundGame>;
            /// Hosting, code, link, the other player's requests and offers.
            read lan::lan_status {} -> LanStatus;
            /// Stops hosting / leaves the two-device game (its board stays on this device).
            write lan::lan_leave {} -> LanStatus;
            /// Answers the other player's undo request.
            write lan::lan_answer_undo { accept: bool } -> BoardView;
            /// Offers a draw to the other device (rule profiles with draws).
            write lan::lan_offer_draw {} -> BoardView;
            /// Answers the other player's draw offer.
            write lan::lan_answer_draw { accept: bool } -> BoardView;
            /// Claims the game on time when the other device is gone too long (timer on).
            write lan::lan_claim_win {} -> BoardView;
            /// Reviews `source` (a record or the game in progress); the analysis comes at once when cached, else with `review-progress` and `review-done`.
            write review::start_review { source: ReviewSource, quality: Option<ReviewQuality> } -> ReviewDto;
            /// Stops a running review (what was analysed is kept); whether it was running.
            read review::cancel_review { review_id: u64 } -> bool;
            /// The engine's line from position `ply` of a review, to step through.
            read review::review_line { review_id: u64, ply: usize } -> ReviewLineDto;
            /// "Try again from here": a game against the computer from position `ply` of a review, the moves before it kept.
            write review::review_play_from { review_id: u64, ply: usize } -> BoardView;
            /// Opens the analysis board on `source` (the start, a FEN, a record at a move, the game in progress); the engine starts on it.
            read analysis::analysis_open { source: AnalysisSource } -> AnalysisView;
            /// A move on the analysis board's position (a branch when its line went on otherwise).
            read analysis::analysis_move { from: Square, to: Square } -> AnalysisView;
            /// A pass on the analysis board's position (Janggi).
            read analysis::analysis_pass {} -> AnalysisView;
            /// Shows another position of the study.
            read analysis::analysis_go { node: u32 } -> AnalysisView;
            /// The analysis engine on or off, its lines (1…5), and the moves it leaves out at the shown position (UCI; `[]` none, absent: unchanged).
            read analysis::analysis_engine { on: bool, lines: u8, without: Option<Vec<String>> } -> AnalysisView;
            /// Stops the analysis engine (the screen is left or hidden); the next change starts it again.
            read analysis::analysis_pause {} -> ();
            /// Makes the line through `node` the study's main line.
            read analysis::analysis_promote { node: u32 } -> AnalysisView;
            /// Deletes the move into `node` and everything after it.
            read analysis::analysis_delete { node: u32 } -> AnalysisView;
            /// The comment (at most 2,000 characters) and mark of the move into `node`.
            read analysis::analysis_annotate { node: u32, comment: String, mark: Option<MoveMark> } -> AnalysisView;
            /// The position editor's board as FEN, and the first setup rule it breaks (`waive`: the waivable ones allowed).
            read analysis::editor_check { board: EditorBoard, waive: Option<bool> } -> EditorCheck;
            /// A FEN's board to edit (whatever setup rule it breaks).
            read analysis::editor_read { variant: VariantId, fen: String } -> EditorBoard;
            /// The open study as PGN with its variations, comments and marks.
            read analysis::analysis_pgn {} -> String;
            /// Keeps the open study (variations, comments, marks) in the records; the record's summary.
            read analysis::analysis_save {} -> GameSummary;
            /// A new puzzle near the player's rating (with `theme` if given).
            write puzzles::puzzle_next { variant: VariantId, theme: Option<String> } -> PuzzleBoard;
            /// The unfinished puzzle in hand, or null.
            write puzzles::puzzle_current { variant: VariantId } -> Option<PuzzleBoard>;
            /// A puzzle's board after `moves`.
            read puzzles::puzzle_board { puzzle_id: String, moves: Option<Vec<String>> } -> PuzzleBoard;
            /// Judges a try at a puzzle; the player's record is saved.
            write puzzles::puzzle_try { attempt: PuzzleAttempt } -> PuzzleResult;
            /// The next move to find (in `reply`); counts as a miss.
            write puzzles::puzzle_hint { puzzle_id: String, moves: Option<Vec<String>> } -> PuzzleResult;
            /// The rest of the solution; counts as a miss.
            write puzzles::puzzle_solution { puzzle_id: String, moves: Option<Vec<String>> } -> PuzzleSolution;
            /// The player's puzzle record in one game.
            read puzzles::puzzle_stats { variant: VariantId } -> PuzzleStats;
            /// The player's rating in both games, with history and the level it suggests (`storage` when the saved rating does not read).
            read rating::get_ratings {} -> RatingsDto;
            /// Starts `variant`'s rating afresh (the records and statistics are kept).
            write rating::reset_rating { variant: VariantId } -> RatingsDto;
        }
    };
}
