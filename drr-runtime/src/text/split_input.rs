//! mlir-opt's `--split-input-file`: a file cut at `// -----` markers into
//! chunks, each parsed as a module of its own, with the whole file's lines
//! and columns in its errors and default locations.
//!
//! The cut is mlir-opt-22's (`splitAndProcessBuffer`), quirks included:
//! the text is cut at every `// ---`, and a cut is a marker only if the
//! piece after it starts with `--`, has more than those two bytes and its
//! third byte is not `0`; otherwise it is a "near miss" (a warning at the
//! piece) and the pieces stay together. A marker may sit anywhere in a
//! line (`x // -----` cuts after `x `), a chunk starts right after its
//! marker (its first line is the rest of the marker's line), and the piece
//! after a leading empty piece (a file starting with `// ---`) is taken
//! without the test (its `--` is then text of the first chunk). An empty
//! file has no chunks.

use std::ops::Range;

use super::lexer::Lexer;
use super::parser::{ParseError, TextStart, parse_module_from};
use crate::{Context, OpId};

/// The text between the two halves of a marker: the cut is made at the
/// marker without its last two bytes, which are then checked.
const CUT: &[u8] = b"// ---";
/// The marker's last bytes, checked after a cut.
const TAIL: &[u8] = b"--";

/// A chunk of a split file.
#[derive(Clone, Copy, Debug)]
pub struct SplitChunk {
    start: TextStart,
    end: usize,
}

impl SplitChunk {
    /// The chunk's bytes in the file.
    pub fn range(&self) -> Range<usize> {
        self.start.offset..self.end
    }

    /// The 1-based line and column of the chunk's first byte.
    pub fn line_col(&self) -> (u32, u32) {
        self.start.line_col()
    }
}

/// A file cut at its `// -----` markers (see [`split_input_file`]).
#[derive(Clone, Debug, Default)]
pub struct SplitInput {
    /// The chunks, in file order.
    pub chunks: Vec<SplitChunk>,
    /// The 1-based line and column of each near miss (mlir-opt-22 warns
    /// `near miss with file split marker` there), in file order.
    pub near_misses: Vec<(u32, u32)>,
}

/// Cuts `text` at its `// -----` markers as mlir-opt-22 does: the text is
/// cut at every `// ---`, and a cut is a marker only if the piece after
/// it starts with `--`, has more than those two bytes and its third byte
/// is not `0`; otherwise it is a near miss and the pieces stay together.
/// A marker may sit anywhere in a line, a chunk starts right after its
/// marker, the piece after a leading empty piece (a file starting with
/// `// ---`) is taken without the test, and an empty file has no chunks.
pub fn split_input_file(text: &str) -> SplitInput {
    let bytes = text.as_bytes();
    // The pieces between cuts, as byte ranges.
    let mut pieces = Vec::new();
    let mut from = 0;
    for cut in memchr::memmem::find_iter(bytes, CUT) {
        pieces.push(from..cut);
        from = cut + CUT.len();
    }
    pieces.push(from..bytes.len());

    // Positions are asked for in file order: the lexer's cursor, moved
    // forward, counts the lines it passes (each byte looked at once).
    let mut lines = Lexer::new(bytes);
    let mut position = |offset: usize| {
        lines.reset(offset);
        lines.text_start()
    };
    let mut out = SplitInput::default();
    // The chunk being gathered, and where it starts (positions are
    // counted in file order: a chunk's start before its near misses).
    let mut prev: Range<usize> = 0..0;
    let mut prev_start = TextStart::default();
    for piece in pieces {
        if prev.is_empty() {
            prev_start = position(piece.start);
            prev = piece;
            continue;
        }
        let body = &bytes[piece.clone()];
        if body.starts_with(TAIL) && body.len() > TAIL.len() && body[TAIL.len()] != b'0' {
            out.chunks.push(SplitChunk {
                start: prev_start,
                end: prev.end,
            });
            prev = piece.start + TAIL.len()..piece.end;
            prev_start = position(prev.start);
        } else {
            out.near_misses.push(position(piece.start).line_col());
            prev = prev.start..piece.end;
        }
    }
    if !prev.is_empty() {
        out.chunks.push(SplitChunk {
            start: prev_start,
            end: prev.end,
        });
    }
    out
}

/// Parses `chunk` of `text` (a [`split_input_file`] chunk) as
/// [`parse_module`](super::parse_module) parses a file: its errors and
/// default locations have `text`'s lines and columns, and the implicit
/// module is located at the chunk's start (`FILENAME:0:0` for a chunk at
/// the start of the file), as with mlir-opt-22's `--split-input-file`.
pub fn parse_module_chunk(
    ctx: &mut Context,
    text: &str,
    chunk: &SplitChunk,
    filename: &str,
) -> Result<OpId, ParseError> {
    parse_module_from(ctx, &text[..chunk.end], chunk.start, filename)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunks(text: &str) -> Vec<&str> {
        split_input_file(text)
            .chunks
            .iter()
            .map(|c| &text[c.range()])
            .collect()
    }

    #[test]
    fn cuts_as_mlir_opt_does() {
        assert_eq!(chunks(""), Vec::<&str>::new());
        assert_eq!(chunks("a\n// -----\nb"), ["a\n", "\nb"]);
        // Anywhere in a line, and the rest of the marker's line is the
        // next chunk's.
        assert_eq!(chunks("a // ----- x\nb"), ["a ", " x\nb"]);
        // More dashes cut too (the rest is text); `0` after the marker
        // does not cut.
        assert_eq!(chunks("a\n// ------\nb"), ["a\n", "-\nb"]);
        assert_eq!(chunks("a\n// -----0\nb"), ["a\n// -----0\nb"]);
        // A marker at the very end is a near miss.
        let s = split_input_file("a\n// -----");
        assert_eq!(s.chunks.len(), 1);
        assert_eq!(s.near_misses, [(2, 7)]);
        // A file starting with a marker: the first piece is taken as is.
        assert_eq!(chunks("// -----\na"), ["--\na"]);
        // Empty chunks between markers are chunks.
        assert_eq!(chunks("a\n// -----\n// -----\nb"), ["a\n", "\n", "\nb"]);
    }

    #[test]
    fn near_misses_are_reported_where_the_piece_starts() {
        let s = split_input_file("a\n// ----\nb\n  // -----\nc");
        assert_eq!(s.near_misses, [(2, 7)]);
        assert_eq!(s.chunks.len(), 2);
        assert_eq!(s.chunks[1].line_col(), (4, 11));
    }

    /// A module parsed as a chunk after `prefix` (which ends with a
    /// marker) reads as the module alone, its positions shifted by where
    /// the chunk starts: lines by the prefix's, columns on its first line
    /// by the rest of the marker's line.
    #[test]
    fn chunks_read_as_whole_texts_shifted() {
        use crate::text::{PrintOptions, parse_module, print_op};
        let texts = [
            "\"test.a\"() : () -> ()\n\"test.b\"() : () -> ()\n",
            "\"func.func\"() <{function_type = () -> (), sym_name = \"f\"}> ({\n  \"func.return\"() : () -> ()\n}) : () -> ()\n",
            // Errors on the first line, on a later line, at the end.
            "\"test.a\"(%x) : (i32) -> ()\n",
            "\"test.a\"() : () -> ()\n  \"test.b\"() : () -> (i32\n",
            "\"test.a\"() ({\n",
            "%0 = \"test.a\"() : () -> i32 loc(#undefined)\n",
        ];
        for prefix in [
            "\n// -----",
            "\"test.z\"() : () -> ()\n// -----",
            "x\ny // -----",
        ] {
            for text in texts {
                let whole = format!("{prefix}{text}");
                let split = split_input_file(&whole);
                let chunk = split.chunks.last().expect("a chunk");
                let (line, col) = chunk.line_col();
                assert_eq!(&whole[chunk.range()], text);
                let mut a = Context::new();
                let mut b = Context::new();
                let alone = parse_module(&mut a, text, "f.mlir");
                let chunked = parse_module_chunk(&mut b, &whole, chunk, "f.mlir");
                match (alone, chunked) {
                    (Ok(x), Ok(y)) => {
                        let plain = PrintOptions { debug_info: false };
                        assert_eq!(print_op(&a, x, plain), print_op(&b, y, plain), "{whole:?}");
                    }
                    (Err(x), Err(y)) => {
                        assert_eq!(x.message, y.message, "{whole:?}");
                        let shifted = if x.line == 1 {
                            (line, x.column + col - 1)
                        } else {
                            (x.line + line - 1, x.column)
                        };
                        assert_eq!((y.line, y.column), shifted, "{whole:?}: {}", y.message);
                    }
                    (x, y) => panic!("{whole:?}: {x:?} vs {y:?}"),
                }
            }
        }
    }

    #[test]
    fn many_markers() {
        // The first piece is empty, so the second is the first chunk.
        let text = "// -----\n".repeat(200_000);
        let s = split_input_file(&text);
        assert_eq!(s.chunks.len(), 200_000);
        assert_eq!(s.chunks.last().map(|c| c.line_col()), Some((200_000, 9)));
    }
}
