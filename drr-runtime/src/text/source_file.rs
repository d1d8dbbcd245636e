//! A source file's bytes, memory-mapped where possible, and the parse of
//! a module from it that gives the bytes back to the system as it goes.
//!
//! Why: the text of a large module is a sizable part of its IR's memory (a
//! quarter on generated files: ~78 bytes of text per operation against
//! ~270 of IR), and a parse that holds all of it until the end has both at
//! its peak. A regular file is mapped read-only (as LLVM's `MemoryBuffer`
//! maps mlir-opt's input) instead of being read into the heap, and the
//! parser tells the [`SourceFile`] how far it has got, so that the pages
//! behind it are dropped from the process's resident memory
//! (`madvise(MADV_DONTNEED)`). The mapping itself stays: a later look at
//! those bytes (an error message quoting an earlier line) maps the same
//! bytes again from the page cache.
//!
//! Invariant: the bytes are the file's contents when it was opened, and
//! stay so only while no one modifies the file (the contract of any
//! memory-mapped input, mlir-opt's included). Standard input, empty files
//! and anything that cannot be mapped are read into memory instead, and
//! then nothing is released.

use std::cell::Cell;
use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use super::parser::{ParseError, parse_module_bytes_releasing};
use crate::Context;
use crate::ir::OpId;

/// The parser releases the pages behind it in steps of this many bytes
/// (one `madvise` call per step).
const RELEASE_STEP: usize = 4 << 20;

/// How far behind the parser's position released pages end: the parser
/// reads a little behind itself (the start of the current operation's
/// line, recent alias and cache keys), and those pages are better kept.
const RELEASE_SLACK: usize = 1 << 20;

/// Page size assumed for aligning released ranges (a multiple of every
/// Linux page size smaller than it is also page-aligned; larger pages
/// are released less often, never wrongly).
const PAGE: usize = 4096;

/// Where a [`SourceFile`]'s bytes live.
#[derive(Debug)]
enum Storage {
    /// A read-only shared mapping of the file.
    Mapped(memmap2::Mmap),
    /// Bytes read into memory.
    Owned(Vec<u8>),
}

/// The bytes of a source file, mapped into memory if it is a regular
/// file, and what of them has been given back to the system.
#[derive(Debug)]
pub struct SourceFile {
    storage: Storage,
    /// Bytes before this offset have been released (a page boundary).
    released: Cell<usize>,
}

impl SourceFile {
    /// Opens `path`: a non-empty regular file is mapped, anything else
    /// (a pipe, a device, an empty file) is read.
    pub fn open(path: &Path) -> io::Result<SourceFile> {
        let mut file = File::open(path)?;
        let meta = file.metadata()?;
        if meta.is_file() && meta.len() > 0 {
            // SAFETY: a read-only mapping; its bytes are only ever read
            // through shared borrows. The file must not be modified while
            // it is mapped (see the module docs): that is the contract of
            // every memory-mapped input, and a file modified behind the
            // tool's back gives garbled input, not memory corruption of
            // anything but these bytes.
            if let Ok(map) = unsafe { memmap2::Mmap::map(&file) } {
                return Ok(SourceFile {
                    storage: Storage::Mapped(map),
                    released: Cell::new(0),
                });
            }
        }
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes)?;
        Ok(SourceFile::from_bytes(bytes))
    }

    /// Reads everything from `reader` (standard input, say).
    pub fn read_from(mut reader: impl Read) -> io::Result<SourceFile> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes)?;
        Ok(SourceFile::from_bytes(bytes))
    }

    /// Bytes already in memory.
    pub fn from_bytes(bytes: Vec<u8>) -> SourceFile {
        SourceFile {
            storage: Storage::Owned(bytes),
            released: Cell::new(0),
        }
    }

    /// The file's bytes.
    pub fn bytes(&self) -> &[u8] {
        match &self.storage {
            Storage::Mapped(map) => map,
            Storage::Owned(bytes) => bytes,
        }
    }

    /// True if the bytes are a mapping of the file (so that
    /// [`parse_module_file`] gives them back as it goes).
    pub fn is_mapped(&self) -> bool {
        matches!(self.storage, Storage::Mapped(_))
    }

    /// Drops all resident pages of the mapped bytes (after a pass that
    /// read them all, such as UTF-8 validation), and starts counting
    /// released bytes from the start again: a parse that follows reads
    /// them back in order. Returns where the parser calls
    /// [`Self::release_behind`] first.
    pub(crate) fn release_all(&self) -> usize {
        if let Storage::Mapped(map) = &self.storage {
            release_pages(map, 0, map.len());
        }
        self.released.set(0);
        self.next_release()
    }

    /// Drops the resident pages of the mapped bytes well behind a parser
    /// at `position` (up to the slack before it, rounded down to a page)
    /// that are not yet released; nothing for bytes read into memory. The
    /// bytes stay readable: see the module docs. Returns where the parser
    /// calls it next.
    pub(crate) fn release_behind(&self, position: usize) -> usize {
        if let Storage::Mapped(map) = &self.storage {
            let end = position.saturating_sub(RELEASE_SLACK).min(map.len()) / PAGE * PAGE;
            let start = self.released.get();
            if end > start {
                release_pages(map, start, end - start);
                self.released.set(end);
            }
        }
        self.next_release()
    }

    /// A step past the released range plus the slack (`usize::MAX`: never,
    /// for bytes read into memory).
    fn next_release(&self) -> usize {
        if self.is_mapped() {
            self.released.get() + RELEASE_STEP + RELEASE_SLACK
        } else {
            usize::MAX
        }
    }
}

/// `madvise(MADV_DONTNEED)` on `len` bytes of `map` from `offset` (page
/// aligned); a failure leaves the pages resident, which is harmless.
#[cfg(unix)]
fn release_pages(map: &memmap2::Mmap, offset: usize, len: usize) {
    // SAFETY: `map` is a read-only shared mapping of a file
    // (`Mmap::map`). MADV_DONTNEED on a shared file mapping only removes
    // the pages from this process's page tables: the next read of them
    // maps the page cache's copy of the file again, which holds the same
    // bytes under the contract stated at `SourceFile::open` (the file is
    // not modified while mapped). So borrows of these bytes that are
    // alive (the parser's `&str`) observe no change; memmap2 marks the
    // advice unchecked because on a private or anonymous mapping it would
    // zero the pages, which this mapping is not.
    let _ = unsafe { map.unchecked_advise_range(memmap2::UncheckedAdvice::DontNeed, offset, len) };
}

/// Nothing to release where `madvise` does not exist.
#[cfg(not(unix))]
fn release_pages(_map: &memmap2::Mmap, _offset: usize, _len: usize) {}

/// [`parse_module_bytes`](super::parse_module_bytes) of a source file.
/// A mapped file's pages are given back to the system as the parser goes
/// past them (after UTF-8 validation, which reads them all, they are all
/// given back first), so that at the end of the parse the process holds
/// the IR and not the text as well.
pub fn parse_module_file(
    ctx: &mut Context,
    file: &SourceFile,
    filename: &str,
) -> Result<OpId, ParseError> {
    parse_module_bytes_releasing(ctx, file.bytes(), filename, Some(file))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::print_op;

    /// A module of `n` functions, each with a constant (several MB of
    /// text for the larger `n`, so that several release steps happen).
    fn module_text(n: usize) -> String {
        let mut s = String::from("\"builtin.module\"() ({\n");
        for i in 0..n {
            s.push_str(&format!(
                "  \"func.func\"() <{{function_type = () -> (), sym_name = \"f{i}\"}}> ({{\n    %0 = \"test.c\"() {{value = {i} : i64}} : () -> i64\n    \"func.return\"() : () -> ()\n  }}) : () -> ()\n"
            ));
        }
        s.push_str("}) : () -> ()\n");
        s
    }

    fn write_temp(name: &str, text: &str) -> std::path::PathBuf {
        let path =
            std::env::temp_dir().join(format!("drr-source-file-{}-{name}", std::process::id()));
        std::fs::write(&path, text).unwrap();
        path
    }

    #[test]
    fn a_mapped_file_parses_as_its_text_does_and_is_released_behind_the_parser() {
        let text = module_text(80_000);
        assert!(text.len() > 3 * RELEASE_STEP);
        let path = write_temp("big.mlir", &text);
        let file = SourceFile::open(&path).unwrap();
        assert!(file.is_mapped());
        let mut ctx = Context::new();
        let module = parse_module_file(&mut ctx, &file, "big.mlir").unwrap();
        let mut expected_ctx = Context::new();
        let expected = crate::text::parse_module(&mut expected_ctx, &text, "big.mlir").unwrap();
        let options = crate::text::PrintOptions { debug_info: true };
        assert_eq!(
            print_op(&ctx, module, options),
            print_op(&expected_ctx, expected, options)
        );
        // All but the last step and the slack were given back, and the
        // bytes still read as the file.
        assert!(file.released.get() >= text.len() - 2 * RELEASE_STEP - RELEASE_SLACK);
        assert_eq!(file.bytes(), text.as_bytes());
        std::fs::remove_file(path).unwrap();
    }

    #[test]
    fn an_error_after_released_pages_quotes_the_right_place() {
        let mut text = module_text(60_000);
        text.push_str("%bad = \n");
        let path = write_temp("bad.mlir", &text);
        let file = SourceFile::open(&path).unwrap();
        let mut ctx = Context::new();
        let err = parse_module_file(&mut ctx, &file, "bad.mlir").unwrap_err();
        // The same error as from the text, on the last line (`%bad = `).
        let expected =
            crate::text::parse_module(&mut Context::new(), &text, "bad.mlir").unwrap_err();
        assert_eq!(err, expected);
        assert_eq!(err.line as usize, text.lines().count());
        let last = text.lines().last().unwrap();
        let at = text.len() - last.len() - 1;
        assert_eq!(&file.bytes()[at..at + 7], b"%bad = ");
        std::fs::remove_file(path).unwrap();
    }

    #[test]
    fn empty_and_non_utf8_files() {
        let path = write_temp("empty.mlir", "");
        let file = SourceFile::open(&path).unwrap();
        assert!(!file.is_mapped());
        let mut ctx = Context::new();
        assert!(parse_module_file(&mut ctx, &file, "empty.mlir").is_ok());
        std::fs::remove_file(path).unwrap();

        let file = SourceFile::from_bytes(b"\"a.b\"() : () -> ()\n\xff".to_vec());
        let mut ctx = Context::new();
        let err = parse_module_file(&mut ctx, &file, "x.mlir").unwrap_err();
        assert_eq!((err.line, err.column), (2, 1));
        assert!(err.message.contains("not UTF-8"), "{}", err.message);
    }
}
