// 繁體中文 (Traditional Chinese), Taiwan usage. Written from the Simplified
// table, not converted character by character:
// - words as Taiwan writes them: 設定, 檔案, 資料(夾), 軟體, 預設, 螢幕閱讀器,
//   網路, 位址, 連線, 匯入/匯出, 載入, 點選, 訊息, 帳號, 「」 quotation marks;
//   where Hong Kong differs (e.g. 設定/設置, 網路/網絡, 資料/數據) Taiwan's
//   word is used, which Hong Kong readers also know;
// - Xiangqi as Taiwanese books write it: Red 帥仕相俥傌炮兵, Black
//   將士象車馬砲卒 where one side's piece is meant, 將軍, 將死, 長將, 長捉,
//   困斃, 蹩馬腿, 塞象眼, 將帥不能照面 (對面笑 is the mate, not the rule);
// - the review's findings for the Simplified table applied from the start
//   (shared/notes/texts-review.md, zh): 停一手 for every pass, 回放 for a
//   replay and 復盤 for the engine's review, 布置 for a Janggi setup, 將死
//   throughout, 殘局練習/習題 rather than 謎題, side names without Hangul
//   readings inside sentences (楚方/漢方), no repeated titles such as 士（士）.
import { zhHantTutorial } from "./zhHant-tutorial";
import { zhHantRecords } from "./zhHant-records";
import { zhHantLan } from "./zhHant-lan";
import { zhHantAccess } from "./zhHant-access";
import { zhHantReview } from "./zhHant-review";
import { zhHantAnalysis } from "./zhHant-analysis";
import { zhHantEditor } from "./zhHant-editor";
import { zhHantGame } from "./zhHant-game";
import { zhHantClock } from "./zhHant-clock";
import { zhHantModern } from "./zhHant-modern";
import { zhHantAxf } from "./zhHant-axf";
import { zhHantStorage } from "./zhHant-storage";
import { zhHantXq } from "./zhHant-xq";
import { zhHantPuzzles } from "./zhHant-puzzles";
import { zhHantLevels } from "./zhHant-levels";
import { zhHantHandicap } from "./zhHant-handicap";
import { zhHantGuide } from "./zhHant-guide";
import type { en } from "./en";
import type { Forms } from "./plural";

export const zhHant: Forms<typeof en> = {
  "app.title": "韓國象棋",
  "app.loading": "正在載入…",
  "nav.home": "首頁",
  "nav.settings": "設定",
  "nav.back": "返回",

  "game.janggi": "韓國象棋",
  "game.janggi.sub": "장기（Janggi）",
  "game.xiangqi": "中國象棋",
  "game.xiangqi.sub": "象棋",

  "home.game": "棋種",
  "home.mode": "對手",
  "mode.vsComputer": "電腦",
  "mode.twoPlayers": "雙人對弈",
  "mode.twoPlayers.desc": "在本裝置上輪流走棋",
  "home.level": "難度",
  "home.side": "我方",
  "side.janggi.first": "楚方",
  "side.janggi.second": "漢方",
  "side.xiangqi.first": "紅方",
  "side.xiangqi.second": "黑方",
  "side.janggi.first.inline": "楚方",
  "side.janggi.second.inline": "漢方",
  "side.xiangqi.first.inline": "紅方",
  "side.xiangqi.second.inline": "黑方",
  "home.side.movesFirst": "先走",
  "home.profile": "規則",
  "profile.janggi-standard": "標準",
  "profile.janggi-standard.desc": "對將（빅장）後繼續下棋；雙方連續停一手、同一局面第三次出現或各走滿200步時按子力分判定。",
  "profile.janggi-bikjang-scoring": "對將計分",
  "profile.janggi-bikjang-scoring.desc": "一旦形成對將（빅장），對局立即結束，按子力分定勝負。",
  "profile.janggi-traditional": "傳統規則",
  "profile.janggi-traditional.desc": "被對將的一方必須解除對將，否則視為接受和棋；連續停一手、重複局面和步數上限均判和。",
  "profile.janggi-fairy-stockfish": "pychess.org",
  "profile.janggi-fairy-stockfish.desc": "pychess.org 與 Fairy-Stockfish 的規則：長將者判負，其他結局按子力分判定。",
  "profile.xiangqi": "中國象棋",
  "profile.xiangqi.desc": "中國象棋標準規則。",
  "home.timer": "每步限時",
  "timer.off": "不限時",
  "timer.secs": "{n} 秒",
  "home.start": "開始對局",
  "home.continue": "繼續對局",
  "home.continue.setup": "{game} · 正在選擇布置",

  "setup.title": "{side}選擇布置",
  "setup.rule": "漢方先選；楚方看到漢方的選擇後再選。",
  "setup.opponentChose": "{side}的選擇",
  "setup.aiChoosing": "電腦正在選擇布置…",
  "setup.horseElephantHorseElephant": "馬象馬象",
  "setup.elephantHorseElephantHorse": "象馬象馬",
  "setup.horseElephantElephantHorse": "馬象象馬（內象）",
  "setup.elephantHorseHorseElephant": "象馬馬象（外象）",
  "setup.timeLeft": "還剩 {n} 秒",

  "game.toMove": "輪到{side}走棋",
  "game.yourMove": "輪到你走",
  "game.aiThinking": "電腦正在思考…",
  "game.depth": "深度 {n}",
  "game.points": { other: "{n} 分" },
  "game.moves": "棋譜",
  "game.noMoves": "還沒有走棋",
  "game.captured": "吃掉的棋子",
  "game.you": "你",
  "game.computer": "電腦",
  "game.pass": "停一手",
  "game.undo": "悔棋",
  "game.hint": "提示",
  "game.hint.move": "提示：{move}",
  "game.hint.pass": "提示：停一手",
  "game.resign": "認輸",
  "game.draw.offer": "求和",
  "game.draw.offered": "{side}提議和棋。{other}是否同意？",
  "game.draw.accept": "同意和棋",
  "game.draw.decline": "繼續對局",
  "game.draw.declined": "電腦拒絕和棋，繼續對局。",
  "game.flip": "翻轉棋盤",
  "game.sound.on": "聲音已開",
  "game.sound.off": "聲音已關",
  "game.timeLeft": "{n} 秒",
  "game.board": "棋盤",
  "game.over": "對局結束",
  "game.result": "結果",

  "announce.janggun": "將軍！（장군）",
  "announce.meonggun": "應將！（멍군）",
  "announce.check": "將軍！",
  "announce.bikjang": "對將！（빅장）",
  "announce.pass": "{side}停一手",

  "resign.title": "確定認輸嗎？",
  "resign.body": "對局結束，記為{side}負。",
  "resign.confirm": "認輸",
  "common.cancel": "取消",
  "common.close": "關閉",

  "end.wins": "{side}勝",
  "end.draw": "和棋",
  "end.youWin": "你贏了！",
  "end.youLose": "你輸了",
  "end.reason.checkmate": "將死。",
  "end.reason.stalemate": "無子可動：困斃判負。",
  "end.reason.bikjang": "對將：雙方的將面對面。",
  "end.reason.doublePass": "雙方連續停一手。",
  "end.reason.repetition": "同一局面第三次出現。",
  "end.reason.perpetualCheck": "不允許長將。",
  "end.reason.moveLimit": "已達步數上限。",
  "end.reason.material": "雙方都已無力將死對方。",
  "end.reason.resignation": "{side}認輸。",
  "end.reason.timeout": "{side}超時。",
  "end.byPoints": "按子力分判定。",
  "end.points": "子力分",
  "end.newGame": "再來一局",
  "end.home": "首頁",
  "end.viewBoard": "檢視棋盤",

  "settings.title": "設定",
  "settings.language": "語言",
  "lang.auto": "依照系統",
  "lang.en": "English",
  "lang.ko": "한국어",
  "lang.ja": "日本語",
  "lang.zh": "简体中文",
  "lang.zhHant": "繁體中文",
  "lang.ru": "Русский",
  "settings.sound": "聲音",
  "settings.on": "開",
  "settings.off": "關",
  "settings.pieceStyle": "棋子樣式",
  "style.hanja": "漢字",
  "style.hangul": "韓文",
  "style.pictogram": "圖示（兩種棋）",
  "settings.animation": "走棋動畫",
  "anim.off": "關",
  "anim.fast": "快",
  "anim.normal": "中",
  "anim.slow": "慢",
  "settings.defaultProfile": "韓國象棋預設規則",
  "settings.orientation": "棋盤方向",
  "settings.expertTime": "最高難度的思考時間",
  "settings.expertTime.desc": "最高難度（引擎全力）每步棋使用全部處理器核心思考的時間。時間越長，棋力越強。",
  "settings.expertTime.value": "每步 {n} 秒",
  "settings.about": "關於本應用程式",
  "settings.version": "版本 {v}",
  "settings.recordsDir": "你的棋局、設定和學習進度都儲存在這個資料夾裡。複製它即可備份：",
  "orient.auto": "我方在下",
  "orient.first": "楚方 / 紅方在下",
  "orient.second": "漢方 / 黑方在下",

  "error.title": "發生錯誤",
  "error.noGame": "沒有進行中的對局。",
  "error.illegalMove": "這步棋不合規則。",
  "error.notYourTurn": "還沒輪到你。",
  "error.gameOver": "對局已經結束。",
  "error.aiThinking": "請稍候：電腦正在思考。",
  "error.storage": "無法讀取或儲存資料。",
  "error.badArgument": "無法理解這個要求。",
  "error.internal": "發生內部錯誤。",
  ...zhHantGuide,
  ...zhHantTutorial,
  ...zhHantRecords,
  ...zhHantLan,
  ...zhHantAccess,
  ...zhHantReview,
  ...zhHantAnalysis,
  ...zhHantEditor,
  ...zhHantGame,
  ...zhHantClock,
  ...zhHantModern,
  ...zhHantAxf,
  ...zhHantStorage,
  ...zhHantXq,
  ...zhHantPuzzles,
  ...zhHantLevels,
  ...zhHantHandicap,
};
