//! The generic-form printer: operations, regions and blocks exactly as
//! `mlir-opt-22 --allow-unregistered-dialect --mlir-print-op-generic
//! --mlir-print-local-scope [--mlir-print-debuginfo]` prints them.
//!
//! An operation prints as
//! `%0:2 = "name"(%a, %b#1)[^bb1] <{props}> ({…}, {…}) {attrs} : (T) -> (U, V) loc(…)`:
//! results (`%N`, `%N:count` for several), the quoted name, operands,
//! successors, properties (whenever present, even `<{}>`), regions, the
//! discardable attributes (only when non-empty), the functional type, and
//! the location with debug info. Blocks print `^bbN(%x: T loc(…), …):` —
//! the entry block only when it has arguments or no operations — followed
//! by a predecessor comment (`  // pred: ^bb0`, `  // 2 preds: ^bb0, ^bb1`,
//! `  // no predecessors` except for an entry block). Nesting indents by two
//! spaces. SSA names follow MLIR's generic-form numbering (see `ssa_names.rs`):
//! unique across the printed tree, regions numbered from a LIFO worklist.
//!
//! Printing walks the IR with an explicit stack, so arbitrarily deep
//! nesting cannot overflow the native stack. It appends to one `String`
//! ([`write_op`]) or streams through a chunk buffer to an `io::Write`
//! ([`write_op_to`]: the output of a large module is never held whole);
//! type, attribute and operation-name texts are cached per handle (see
//! `asm_writer.rs`).
//! Stale handles never panic: they print as `<<UNKNOWN SSA VALUE>>`,
//! `<<NULL TYPE>>`, `INVALIDBLOCK` or `<<UNKNOWN OPERATION>>`.

use std::io::{self, Write};

use rustc_hash::FxHashMap;
use slotmap::SecondaryMap;

use super::asm_writer::{AsmWriter, Span};
use super::print_util::{OutBuf, push_indent, push_u64};
use super::ssa_names::{SsaNames, ValueName};
use crate::Context;
use crate::attributes::{AttrData, Attribute};
use crate::ir::{BlockId, OpData, OpId, RegionId, Value};
use crate::location::Location;
use crate::op_definition::OpTraits;
use crate::types::{Type, TypeData};

/// Printing options. Output is always MLIR's generic form with local scope
/// (no aliases).
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOptions {
    /// Print locations (`--mlir-print-debuginfo`): each operation's and
    /// block argument's ` loc(…)`.
    pub debug_info: bool,
}

/// Prints `op` (normally a `builtin.module`) exactly as `mlir-opt-22
/// --allow-unregistered-dialect --mlir-print-op-generic
/// --mlir-print-local-scope [--mlir-print-debuginfo]` prints it, including
/// the final newline.
///
/// SSA values are numbered from the closest enclosing operation that is
/// isolated from above (or the outermost one), like MLIR's
/// `Operation::print` with local scope.
pub fn print_op(ctx: &Context, op: OpId, options: PrintOptions) -> String {
    let mut out = String::new();
    write_op(ctx, op, options, &mut out);
    out
}

/// Appends what [`print_op`] returns to `out`.
pub fn write_op(ctx: &Context, op: OpId, options: PrintOptions, out: &mut String) {
    let names = SsaNames::compute(ctx, numbering_root(ctx, op));
    let mut buffer = OutBuf::from_string(std::mem::take(out));
    // Typical generic-form lines are 80-130 bytes.
    let per_op = if options.debug_info { 144 } else { 112 };
    buffer.reserve(names.num_ops.saturating_mul(per_op));
    let mut printer = OpPrinter::new(ctx, names, options, buffer, None);
    // Without a sink nothing is written, so nothing can fail.
    let _ = printer.print(op);
    printer.w.out.push('\n');
    *out = printer.w.finish();
}

/// `op` as MLIR shows it in a diagnostic's `see current operation:` note
/// (`OpPrintingFlags` adjusted for an error: generic form, local scope,
/// dense elements attributes of more than 16 elements elided as
/// `dense_resource<__elided__>`), printed with the tool's `options`
/// (mlir-opt's `--mlir-print-debuginfo` shows locations in the note too),
/// without the final newline.
pub(crate) fn print_op_for_diagnostic_with(
    ctx: &Context,
    op: OpId,
    options: PrintOptions,
) -> String {
    let names = SsaNames::compute(ctx, numbering_root(ctx, op));
    let mut printer = OpPrinter::new(
        ctx,
        names,
        options,
        OutBuf::from_string(String::new()),
        None,
    );
    printer.w.elide_elements_above = Some(16);
    // Without a sink nothing is written, so nothing can fail.
    let _ = printer.print(op);
    printer.w.finish()
}

/// Size of the chunks [`write_op_to`] hands to its writer: small enough to
/// stay in cache, large enough to make the write calls negligible.
const CHUNK: usize = 64 * 1024;

/// Writes what [`print_op`] returns to `sink`, in chunks of about 64 KiB
/// (at line ends) as the printing proceeds, so that the whole text is never
/// held in memory. Stops at the first write error and returns it. Does not
/// flush `sink`.
pub fn write_op_to(
    ctx: &Context,
    op: OpId,
    options: PrintOptions,
    sink: &mut dyn Write,
) -> io::Result<()> {
    let names = SsaNames::compute(ctx, numbering_root(ctx, op));
    // Room for a chunk plus the line that crosses the threshold.
    let buffer = OutBuf::with_capacity(CHUNK + CHUNK / 2);
    let mut printer = OpPrinter::new(ctx, names, options, buffer, Some(sink));
    printer.print(op)?;
    printer.w.out.push('\n');
    printer.write_chunk()
}

/// Prints a type (`tensor<4xf32>`).
pub fn print_type(ctx: &Context, ty: Type) -> String {
    let mut out = String::new();
    write_type(ctx, ty, &mut out);
    out
}

/// Appends what [`print_type`] returns to `out`.
pub fn write_type(ctx: &Context, ty: Type, out: &mut String) {
    let mut w = AsmWriter::new(ctx, OutBuf::from_string(std::mem::take(out)));
    w.write_type(ty);
    *out = w.finish();
}

/// Prints an attribute with its type where MLIR prints one (`10 : i32`,
/// `"s"`, `dense<1> : tensor<2xi32>`).
pub fn print_attribute(ctx: &Context, attr: Attribute) -> String {
    let mut out = String::new();
    write_attribute(ctx, attr, &mut out);
    out
}

/// Appends what [`print_attribute`] returns to `out`.
pub fn write_attribute(ctx: &Context, attr: Attribute, out: &mut String) {
    let mut w = AsmWriter::new(ctx, OutBuf::from_string(std::mem::take(out)));
    w.write_attr(attr);
    *out = w.finish();
}

/// [`print_attribute`] keeping the numbers of `distinct[N]` attributes as
/// parsed: the parser's canonical text of an attribute nested in another
/// kept as text, whose distinct attributes are numbered when the outer
/// one is printed.
pub(crate) fn print_attribute_verbatim(ctx: &Context, attr: Attribute) -> String {
    let mut w = AsmWriter::new(ctx, OutBuf::from_string(String::new()));
    w.keep_distinct_ids = true;
    w.write_attr(attr);
    w.finish()
}

/// [`print_attribute_verbatim`], with dense elements always listed, never
/// printed as a hex blob (MLIR's `allowHex = false`, which it passes for
/// the indices of a `sparse<…>` attribute).
pub(crate) fn print_attribute_without_hex(ctx: &Context, attr: Attribute) -> String {
    let mut w = AsmWriter::new(ctx, OutBuf::from_string(String::new()));
    w.keep_distinct_ids = true;
    w.dense_hex = false;
    w.write_attr(attr);
    w.finish()
}

/// Prints a location in its `loc(…)` form.
pub fn print_location(ctx: &Context, loc: Location) -> String {
    let mut out = String::new();
    write_location(ctx, loc, &mut out);
    out
}

/// Appends what [`print_location`] returns to `out`.
pub fn write_location(ctx: &Context, loc: Location, out: &mut String) {
    let mut w = AsmWriter::new(ctx, OutBuf::from_string(std::mem::take(out)));
    w.write_loc(loc);
    *out = w.finish();
}

/// The operation SSA numbering starts from: `op` itself or its closest
/// ancestor that is isolated from above, else the outermost ancestor.
fn numbering_root(ctx: &Context, op: OpId) -> OpId {
    let mut current = op;
    // Bounded so that an operation inserted into its own region (which the
    // API does not prevent) cannot make this loop forever.
    for _ in 0..=ctx.ops.len() {
        let isolated = ctx.ops.get(current).is_some_and(|d| {
            ctx.op_definition(d.name)
                .is_some_and(|def| def.traits.contains(OpTraits::ISOLATED_FROM_ABOVE))
        });
        if isolated {
            return current;
        }
        match ctx.parent_op(current) {
            Some(parent) => current = parent,
            None => return current,
        }
    }
    op
}

/// Pending work of the printing walk.
enum Frame {
    /// Print an operation (from its indentation up to where its regions
    /// start, or to its end when it has none).
    Op(OpId),
    /// Print region `index` of `op` and the ones after it, then the rest of
    /// the operation.
    Regions { op: OpId, index: u32 },
    /// Print block `index` of `region` and the ones after it.
    Blocks { region: RegionId, index: u32 },
    /// Print `op` and the operations after it in its block, one per line.
    Ops(Option<OpId>),
    /// End an operation's line.
    Newline,
    /// Leave a block body.
    Dedent,
    /// Print a region's closing brace.
    CloseRegion,
}

/// State of one [`write_op`] or [`write_op_to`] call.
struct OpPrinter<'c, 's> {
    w: AsmWriter<'c>,
    /// Where [`write_op_to`] streams the output (`w.out` then holds the
    /// current chunk); `None` for [`write_op`] (`w.out` is the result).
    sink: Option<&'s mut dyn Write>,
    names: SsaNames,
    debug_info: bool,
    indent: usize,
    stack: Vec<Frame>,
    /// Regions already printed (guards against cyclic IR).
    printed_regions: SecondaryMap<RegionId, ()>,
    /// Text of each functional type printed so far (in the writer's side
    /// buffer), by operand and result counts and types (see
    /// `write_functional_type`).
    signatures: FxHashMap<[u32; 6], Span>,
}

impl<'c, 's> OpPrinter<'c, 's> {
    fn new(
        ctx: &'c Context,
        names: SsaNames,
        options: PrintOptions,
        out: OutBuf,
        sink: Option<&'s mut dyn Write>,
    ) -> Self {
        let mut w = AsmWriter::new(ctx, out);
        w.caching = true;
        OpPrinter {
            w,
            sink,
            names,
            debug_info: options.debug_info,
            indent: 0,
            stack: Vec::new(),
            printed_regions: SecondaryMap::with_capacity(ctx.regions.capacity()),
            signatures: FxHashMap::default(),
        }
    }

    /// Hands the buffered output to the sink, if any, and empties the
    /// buffer.
    fn write_chunk(&mut self) -> io::Result<()> {
        if let Some(sink) = self.sink.as_mut() {
            sink.write_all(self.w.out.as_bytes())?;
            self.w.out.clear();
        }
        Ok(())
    }

    /// Prints `op` and everything nested in it (no final newline), writing
    /// full chunks to the sink as they fill up.
    fn print(&mut self, op: OpId) -> io::Result<()> {
        self.stack.push(Frame::Op(op));
        while let Some(frame) = self.stack.pop() {
            match frame {
                Frame::Op(op) => self.op_start(op, self.w.ctx.ops.get(op)),
                Frame::Regions { op, index } => self.regions(op, index),
                Frame::Blocks { region, index } => self.blocks(region, index),
                Frame::Ops(mut cursor) => {
                    // Operations without regions (most) are printed here
                    // one after the other, without a round trip through
                    // the stack; one with regions is resumed from it.
                    let ctx = self.w.ctx;
                    while let Some(op) = cursor {
                        let data = ctx.ops.get(op);
                        let next = data.and_then(|d| d.next);
                        // A few operations ahead (the nearer ones were
                        // requested by the previous ones): after rewriting,
                        // consecutive operations sit in scattered arena
                        // slots, and waiting for each one's cache miss when
                        // its turn came was a large part of printing time.
                        if let Some(next) = next {
                            self.names.prefetch_after(next);
                        }
                        if data.is_some_and(|d| !d.regions.is_empty()) {
                            self.stack.push(Frame::Ops(next));
                            self.stack.push(Frame::Newline);
                            self.op_start(op, data);
                            break;
                        }
                        self.op_start(op, data);
                        self.end_line()?;
                        cursor = next;
                    }
                }
                Frame::Newline => self.end_line()?,
                Frame::Dedent => self.indent -= 2,
                Frame::CloseRegion => {
                    push_indent(&mut self.w.out, self.indent);
                    self.w.out.push('}');
                }
            }
        }
        Ok(())
    }

    /// Ends an operation's line; hands the buffer to the sink when a chunk
    /// is full. Chunks end at line ends, and never inside an operation: a
    /// cached text's span must stay readable until it is stored (see
    /// `AsmWriter::cached`).
    #[inline]
    fn end_line(&mut self) -> io::Result<()> {
        self.w.out.push('\n');
        if self.w.out.len() >= CHUNK && self.sink.is_some() {
            self.write_chunk()?;
        }
        Ok(())
    }

    /// Prints an operation (`data`: its storage, `None` if stale) up to its
    /// regions (then schedules them), or entirely when it has none.
    fn op_start(&mut self, op: OpId, data: Option<&OpData>) {
        push_indent(&mut self.w.out, self.indent);
        let Some(data) = data else {
            self.w.out.push_str("<<UNKNOWN OPERATION>>");
            return;
        };
        let num_results = data.results.len();
        if num_results != 0 {
            match self.names.op_result_id(op) {
                Some(id) => {
                    self.w.out.push('%');
                    push_u64(&mut self.w.out, u64::from(id));
                }
                None => self.w.out.push_str("<<UNKNOWN SSA VALUE>>"),
            }
            if num_results > 1 {
                self.w.out.push(':');
                push_u64(&mut self.w.out, num_results as u64);
            }
            self.w.out.push_str(" = ");
        }
        self.w.write_op_name(data.name);
        self.w.out.push('(');
        for (i, operand) in data.operands.iter().enumerate() {
            if i != 0 {
                self.w.out.push_str(", ");
            }
            self.write_value(operand.value());
        }
        self.w.out.push(')');
        if !data.successors.is_empty() {
            self.w.out.push('[');
            for (i, &succ) in data.successors.iter().enumerate() {
                if i != 0 {
                    self.w.out.push_str(", ");
                }
                self.write_block_name(succ);
            }
            self.w.out.push(']');
        }
        if let Some(props) = data.properties.get()
            && !self.w.ctx.attrs_in_dictionary(data.name)
        {
            self.w.out.push_str(" <");
            self.w.write_attr(props);
            self.w.out.push('>');
        }
        if data.regions.is_empty() {
            self.op_end(data);
        } else {
            self.w.out.push_str(" (");
            self.stack.push(Frame::Regions { op, index: 0 });
        }
    }

    /// Prints region `index` of `op` (scheduling its blocks), or, past the
    /// last region, closes the region list and ends the operation.
    fn regions(&mut self, op: OpId, index: u32) {
        let ctx = self.w.ctx;
        let region = ctx
            .ops
            .get(op)
            .and_then(|d| d.regions.get(index as usize).copied());
        let Some(region) = region else {
            self.w.out.push(')');
            if let Some(data) = ctx.ops.get(op) {
                self.op_end(data);
            }
            return;
        };
        if index != 0 {
            self.w.out.push_str(", ");
        }
        self.w.out.push_str("{\n");
        self.stack.push(Frame::Regions {
            op,
            index: index + 1,
        });
        self.stack.push(Frame::CloseRegion);
        // A region reached a second time means the IR is cyclic (an
        // operation inserted into its own region): print it empty.
        if self.printed_regions.insert(region, ()).is_none() {
            self.stack.push(Frame::Blocks { region, index: 0 });
        }
    }

    /// Prints the header of block `index` of `region` (if due) and
    /// schedules its operations and the following blocks.
    fn blocks(&mut self, region: RegionId, index: u32) {
        let ctx = self.w.ctx;
        let Some(block) = ctx
            .regions
            .get(region)
            .and_then(|r| r.blocks.get(index as usize).copied())
        else {
            return;
        };
        self.stack.push(Frame::Blocks {
            region,
            index: index + 1,
        });
        let Some(data) = ctx.blocks.get(block) else {
            return;
        };
        let is_entry = self.names.block_id(block) == Some(0);
        if !is_entry || !data.args.is_empty() || data.first.is_none() {
            self.block_header(block, is_entry);
        }
        self.indent += 2;
        self.stack.push(Frame::Dedent);
        self.stack.push(Frame::Ops(data.first));
    }

    /// Prints `^bbN(%args…):` and the predecessor comment, with newline.
    fn block_header(&mut self, block: BlockId, is_entry: bool) {
        let ctx = self.w.ctx;
        push_indent(&mut self.w.out, self.indent);
        self.write_block_name(block);
        if let Some(data) = ctx.blocks.get(block)
            && !data.args.is_empty()
        {
            self.w.out.push('(');
            for (i, &arg) in data.args.iter().enumerate() {
                if i != 0 {
                    self.w.out.push_str(", ");
                }
                self.write_value(arg);
                self.w.out.push_str(": ");
                self.write_value_type(arg);
                if self.debug_info {
                    let loc = data
                        .arg_locs
                        .get(i)
                        .copied()
                        .unwrap_or_else(|| ctx.unknown_loc());
                    self.w.out.push(' ');
                    self.w.write_loc(loc);
                }
            }
            self.w.out.push(')');
        }
        self.w.out.push(':');
        let preds: smallvec::SmallVec<[BlockId; 4]> =
            self.names.predecessors(block).iter().copied().collect();
        match &preds[..] {
            [] => {
                if !is_entry {
                    self.w.out.push_str("  // no predecessors");
                }
            }
            [pred] => {
                let pred = *pred;
                self.w.out.push_str("  // pred: ");
                self.write_block_name(pred);
            }
            _ => {
                let mut sorted: Vec<(i64, BlockId)> = preds
                    .iter()
                    .map(|&p| (self.names.block_id(p).map_or(-1, i64::from), p))
                    .collect();
                sorted.sort_by_key(|&(order, _)| order);
                self.w.out.push_str("  // ");
                push_u64(&mut self.w.out, sorted.len() as u64);
                self.w.out.push_str(" preds: ");
                for (i, &(_, p)) in sorted.iter().enumerate() {
                    if i != 0 {
                        self.w.out.push_str(", ");
                    }
                    self.write_block_name(p);
                }
            }
        }
        self.w.out.push('\n');
    }

    /// Prints the rest of an operation after its regions: discardable
    /// attributes, functional type and location.
    fn op_end(&mut self, data: &OpData) {
        let ctx = self.w.ctx;
        if let Some(props) = data.properties.get()
            && ctx.attrs_in_dictionary(data.name)
        {
            self.merged_attr_dict(props, data.attributes);
        } else if let AttrData::Dictionary(entries) = ctx.attr_data(data.attributes) {
            self.write_attr_dict(entries);
        }
        self.write_functional_type(data);
        if self.debug_info {
            self.w.out.push(' ');
            self.w.write_loc(data.loc);
        }
    }

    /// Prints ` {…}` of an op that keeps its inherent attributes in its
    /// attribute dictionary: those (`props`) and the discardable ones
    /// (`attrs`) in one list sorted by name, as MLIR's dictionary holds
    /// them.
    fn merged_attr_dict(&mut self, props: Attribute, attrs: Attribute) {
        let ctx = self.w.ctx;
        let mut entries: Vec<crate::NamedAttribute> = ctx.dict_entries(props).to_vec();
        entries.extend_from_slice(ctx.dict_entries(attrs));
        entries.sort_by(|a, b| ctx.bytes(a.name).cmp(ctx.bytes(b.name)));
        self.write_attr_dict(&entries);
    }

    /// Prints ` {a = …, b = …}` (nothing for no entries).
    fn write_attr_dict(&mut self, entries: &[crate::NamedAttribute]) {
        if entries.is_empty() {
            return;
        }
        self.w.out.push_str(" {");
        for (i, e) in entries.iter().enumerate() {
            if i != 0 {
                self.w.out.push_str(", ");
            }
            self.w.write_named_attr(e.name, e.value);
        }
        self.w.out.push('}');
    }

    /// Prints ` : (operand types) -> result types`. Most operations share
    /// their signature with many others, so the text is cached by the
    /// operand and result type handles (for up to five types in all) and
    /// copied from the writer's side buffer.
    fn write_functional_type(&mut self, data: &OpData) {
        let ctx = self.w.ctx;
        let (n_in, n_out) = (data.operands.len(), data.results.len());
        let mut key = [0u32; 6];
        let mut cacheable = n_in + n_out <= 5;
        if cacheable {
            key[0] = (n_in | (n_out << 8)) as u32;
            let values = data
                .operands
                .iter()
                .map(|o| o.value())
                .chain(data.results.iter().copied());
            for (slot, v) in key[1..].iter_mut().zip(values) {
                match ctx.values.get(v) {
                    Some(vd) => *slot = vd.ty.0,
                    None => cacheable = false,
                }
            }
        }
        if cacheable && let Some(&span) = self.signatures.get(&key) {
            self.w.copy_stored(span);
            return;
        }
        let start = self.w.out.len();
        self.write_functional_type_uncached(data);
        if cacheable && let Some(span) = self.w.store(start) {
            self.signatures.insert(key, span);
        }
    }

    fn write_functional_type_uncached(&mut self, data: &OpData) {
        let ctx = self.w.ctx;
        self.w.out.push_str(" : (");
        for (i, operand) in data.operands.iter().enumerate() {
            if i != 0 {
                self.w.out.push_str(", ");
            }
            self.write_value_type(operand.value());
        }
        self.w.out.push_str(") -> ");
        let wrapped = match &data.results[..] {
            [single] => ctx
                .values
                .get(*single)
                .is_none_or(|v| matches!(ctx.type_data(v.ty), TypeData::Function { .. })),
            _ => true,
        };
        if wrapped {
            self.w.out.push('(');
        }
        for (i, &r) in data.results.iter().enumerate() {
            if i != 0 {
                self.w.out.push_str(", ");
            }
            self.write_value_type(r);
        }
        if wrapped {
            self.w.out.push(')');
        }
    }

    /// Prints the SSA name of `value`.
    fn write_value(&mut self, value: Value) {
        let out = &mut self.w.out;
        match self.names.value_name(self.w.ctx, value) {
            ValueName::Number { id, result } => {
                out.push('%');
                push_u64(out, u64::from(id));
                if let Some(r) = result {
                    out.push('#');
                    push_u64(out, u64::from(r));
                }
            }
            ValueName::Argument(n) => {
                out.push_str("%arg");
                push_u64(out, u64::from(n));
            }
            ValueName::Unknown => out.push_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// Prints the type of `value`.
    fn write_value_type(&mut self, value: Value) {
        match self.w.ctx.values.get(value) {
            Some(v) => {
                let ty = v.ty;
                self.w.write_type(ty);
            }
            None => self.w.out.push_str("<<NULL TYPE>>"),
        }
    }

    /// Prints `^bbN` (`INVALIDBLOCK` for a block outside the printed tree).
    fn write_block_name(&mut self, block: BlockId) {
        match self.names.block_id(block) {
            Some(id) => {
                self.w.out.push_str("^bb");
                push_u64(&mut self.w.out, u64::from(id));
            }
            None => self.w.out.push_str("INVALIDBLOCK"),
        }
    }
}
