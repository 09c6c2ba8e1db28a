//! The pictures players get, seen from outside `render`: each game's board drawn from fixed and
//! random positions (the colours found where the board's geometry says things must be), the still
//! pictures as small indexed PNGs, replays as GIFs, the analysis's chance chart, and the words of
//! every picture in every language, fitting their boxes; and the web page's SVG, well-formed, its
//! targets where the picture's geometry puts them.
//!
//! Beside them, the pieces of pictures checked as values: a board's header, the charts' axes, a
//! replay's frame times.

// What the test binaries share (tests/support): here, the positions the SVG is checked on.
use teban_test_support as support;

mod analysis_axis;
mod analysis_chart;
mod board_sides;
mod headers;
mod indexed_png;
mod languages;
mod niwa;
mod quoridor;
mod rating_chart;
mod replay_frames;
mod replay_gif;
mod sensei;
mod standings;
mod svg_board;
mod words_fit;
