//! Printing locations in MLIR's non-pretty form (`AsmPrinter::Impl::
//! printLocation`): `loc(unknown)`, `loc("f.mlir":1:2)`, ranges
//! (`"f":1:2 to :5`, `"f":1:2 to 3:4`), `loc("name"(child))`,
//! `loc(callsite(callee at caller))`, `loc(fused<meta>[a, b])`. A point
//! location with an empty file name prints `"-"` as mlir-opt does.

use super::asm_writer::AsmWriter;
use super::print_util::push_u64;
use crate::location::{LocData, LocRecord, Location, RangeEnd};

impl AsmWriter<'_> {
    /// Prints `loc(…)`.
    pub(crate) fn write_loc(&mut self, loc: Location) {
        // The common forms read from the stored record (`LocRecord`)
        // without building a `LocData`.
        match *self.ctx.loc_record(loc) {
            // Most locations are points: `loc("f.mlir":` is one cached
            // text per file.
            LocRecord::FileLineCol { file, line, column } => {
                self.write_point_loc_start(file);
                self.write_line_column(line, column);
                self.out.push(')');
            }
            // What rewriting with two-op DRR patterns makes of them.
            LocRecord::FusedPair([a, b])
                if let (Some(a), Some(b)) = (self.point(a), self.point(b)) =>
            {
                self.out.push_str("loc(fused[");
                for (i, (file, line, column)) in [a, b].into_iter().enumerate() {
                    if i != 0 {
                        self.out.push_str(", ");
                    }
                    self.write_point_file(file);
                    self.write_line_column(line, column);
                }
                self.out.push_str("])");
            }
            _ => {
                self.out.push_str("loc(");
                self.write_loc_internal(loc);
                self.out.push(')');
            }
        }
    }

    /// The file, line and column of `loc` if it is a point location
    /// (`"f.mlir":3:10`).
    #[inline]
    fn point(&self, loc: Location) -> Option<(crate::Symbol, u32, u32)> {
        match *self.ctx.loc_record(loc) {
            LocRecord::FileLineCol { file, line, column } => Some((file, line, column)),
            _ => None,
        }
    }

    /// Prints `LINE:COLUMN`.
    #[inline]
    fn write_line_column(&mut self, line: u32, column: u32) {
        push_u64(&mut self.out, u64::from(line));
        self.out.push(':');
        push_u64(&mut self.out, u64::from(column));
    }

    /// Prints the body of a location (without `loc(` `)`).
    fn write_loc_internal(&mut self, loc: Location) {
        let ctx = self.ctx;
        match &ctx.loc_data(loc) {
            LocData::Unknown => self.out.push_str("unknown"),
            LocData::FileLineCol {
                file,
                line,
                column,
                end,
            } => {
                if *end == RangeEnd::None {
                    self.write_point_file(*file);
                } else {
                    self.write_sym_literal(*file);
                    self.out.push(':');
                }
                let (end_line, end_column) = match *end {
                    RangeEnd::None => (*line, *column),
                    RangeEnd::Column(c) => (*line, c),
                    RangeEnd::LineColumn(l, c) => (l, c),
                };
                push_u64(&mut self.out, u64::from(*line));
                self.out.push(':');
                push_u64(&mut self.out, u64::from(*column));
                if end_line == *line && end_column == *column {
                    return;
                }
                self.out.push_str(" to ");
                if end_line != *line {
                    push_u64(&mut self.out, u64::from(end_line));
                }
                self.out.push(':');
                push_u64(&mut self.out, u64::from(end_column));
            }
            LocData::Name { name, child } => {
                self.write_sym_literal(*name);
                if !matches!(ctx.loc_data(*child), LocData::Unknown) {
                    self.out.push('(');
                    self.write_loc_internal(*child);
                    self.out.push(')');
                }
            }
            LocData::CallSite { callee, caller } => {
                self.out.push_str("callsite(");
                self.write_loc_internal(*callee);
                self.out.push_str(" at ");
                self.write_loc_internal(*caller);
                self.out.push(')');
            }
            LocData::Fused {
                locations,
                metadata,
            } => {
                self.out.push_str("fused");
                if let Some(meta) = metadata {
                    self.out.push('<');
                    self.write_attr(*meta);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, &l) in locations.iter().enumerate() {
                    if i != 0 {
                        self.out.push_str(", ");
                    }
                    self.write_loc_internal(l);
                }
                self.out.push(']');
            }
        }
    }
}
