//! The checks behind `ods!`-generated verifiers, in MLIR's wording.
//!
//! A generated verifier creates an [`OpVerifier`] (which checks the region,
//! result, successor and operand counts and splits operands and results
//! into their declared groups, in the order MLIR's traits do), then checks
//! attributes, operand types and result types against their constraints,
//! then the op's traits, then the user's verifier. Each check returns the
//! message without the `'name' op ` prefix, which the runtime adds.

use std::borrow::Cow;
use std::ops::Range;

use smallvec::SmallVec;

use super::constraint::{AttrConstraint, TypeConstraint};
use super::display::type_to_string;
use super::meta::ValueKind;
use super::op::{OpShape, Segments, same_size_each, segment_ranges};
use crate::{AttrData, Attribute, Context, OpData, OpDefinition, OpId, RegionId, Value};

/// Verification state of one operation against its [`OpShape`].
#[doc(hidden)]
pub struct OpVerifier<'a> {
    pub(super) ctx: &'a Context,
    pub(super) data: &'a OpData,
    pub(super) op: OpId,
    pub(super) shape: &'static OpShape,
    pub(super) operands: Groups,
    pub(super) results: Groups,
}

/// How values split into their declared groups.
pub(super) enum Groups {
    /// Every group is a single value: group `i` is value `i`.
    Single,
    /// Group `i` is `bounds[i]..bounds[i + 1]` (groups are contiguous from
    /// 0). Four groups fit inline in 32 bytes, so that an `OpVerifier` is
    /// ~100 bytes: the generated verifier moves it out of
    /// `OpVerifier::new`'s `Result`, which with a `SmallVec` of `Range`s
    /// per side was a ~170-byte `memcpy` call on every op (a boxed slice
    /// instead cost an allocation per variadic op, more than it saved).
    Bounds(SmallVec<[u32; 5]>),
}

impl Groups {
    #[inline]
    pub(super) fn get(&self, group: usize) -> Range<usize> {
        match self {
            Groups::Single => group..group + 1,
            Groups::Bounds(b) => b[group] as usize..b[group + 1] as usize,
        }
    }

    /// The groups of contiguous `ranges` starting at 0. (Value counts fit
    /// in `u32`: operand and result indices are `u32` throughout the IR.)
    fn from_ranges(ranges: impl IntoIterator<Item = Range<usize>>) -> Groups {
        let mut bounds = SmallVec::new();
        bounds.push(0);
        for r in ranges {
            bounds.push(u32::try_from(r.end).unwrap_or(u32::MAX));
        }
        Groups::Bounds(bounds)
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// The message of a failed attribute check: missing, or present but not
/// satisfying a constraint described by `summary`. Out of line so that
/// the checks only carry a call on their error path.
#[cold]
#[inline(never)]
pub(super) fn attr_error(name: &str, present: bool, summary: fn() -> Cow<'static, str>) -> String {
    if present {
        format!(
            "attribute '{name}' failed to satisfy constraint: {}",
            summary()
        )
    } else {
        format!("requires attribute '{name}'")
    }
}

/// The message for values that cannot be split into their groups.
#[cold]
fn uneven(kinds: &[ValueKind], total: usize, what: &str) -> String {
    let variadic = kinds.iter().filter(|k| **k != ValueKind::Single).count();
    format!("{what} count ({total}) cannot be split evenly among {variadic} variadic {what} groups")
}

/// The checks of an op's segment sizes kept in its attribute dictionary
/// (`usePropertiesForAttributes = 0`), in the order mlir-opt-22 reports
/// them: MLIR's `verifyValueSizeAttr` (the trait: a dense i32 array, no
/// negative element, the sum) before the element count (the op's
/// invariants). Without properties nothing gives absent sizes a value of
/// zeros, so they are required.
#[cold]
fn dictionary_segment_sizes(
    ctx: &Context,
    op: OpId,
    groups: usize,
    name: &str,
    total: usize,
    what: &str,
) -> Result<(), String> {
    let sizes = super::value_segments::value_size_attr(ctx, ctx.attr(op, name), name, total, what)?;
    if sizes.len() != groups {
        return Err(format!(
            "'{name}' attribute for specifying {what} segments must have {groups} elements, but got {}",
            sizes.len()
        ));
    }
    Ok(())
}

fn count_kinds(kinds: &[ValueKind]) -> (usize, bool) {
    let fixed = kinds.iter().filter(|k| **k == ValueKind::Single).count();
    (fixed, fixed != kinds.len())
}

/// Splits values into groups, reporting MLIR's messages on failure.
fn split(
    ctx: &Context,
    op: OpId,
    kinds: &[ValueKind],
    segments: Segments,
    total: usize,
    what: &str,
) -> Result<Groups, String> {
    // Fast path: no variadic or optional group and the count matches.
    if matches!(segments, Segments::Single)
        && total == kinds.len()
        && kinds.iter().all(|k| *k == ValueKind::Single)
    {
        return Ok(Groups::Single);
    }
    if let Segments::AttrSized(name) = segments {
        if ctx
            .ops
            .get(op)
            .is_some_and(|d| ctx.attrs_in_dictionary(d.name))
        {
            dictionary_segment_sizes(ctx, op, kinds.len(), name, total, what)?;
        }
        let attr = ctx.attr(op, name).map(|a| ctx.attr_data(a));
        let present = attr.is_some();
        let sizes: SmallVec<[i64; 4]> = match attr {
            Some(AttrData::DenseArray { values, .. }) => values.iter().map(|&v| v as i64).collect(),
            Some(_) => {
                return Err(format!(
                    "attribute '{name}' failed to satisfy constraint: i32 dense array attribute"
                ));
            }
            None => smallvec::smallvec![0; kinds.len()],
        };
        if sizes.len() != kinds.len() {
            return Err(format!(
                "'{name}' attribute for specifying {what} segments must have {} elements, but got {}",
                kinds.len(),
                sizes.len()
            ));
        }
        if sizes.iter().any(|&s| s < 0) {
            return Err(format!("'{name}' attribute cannot have negative elements"));
        }
        let sum: i64 = sizes.iter().sum();
        if sum as usize != total {
            return Err(format!(
                "{what} count ({total}) does not match with the total size ({sum}) specified in attribute '{name}'"
            ));
        }
        // A single-value group sized 0 or 2 verifies, as in MLIR (whose
        // verifier checks only the sum and each value's type); an optional
        // one holding more than one value fails when its group's types are
        // checked (`check_group`), in MLIR's order.
        //
        // With the attribute present, the checks above cover those of
        // `segment_ranges` (which would look the attribute up again):
        // split by the sizes directly. Without it, `segment_ranges` fails
        // and the message below is MLIR's.
        if present {
            let mut start = 0;
            return Ok(Groups::from_ranges(sizes.iter().map(|&s| {
                let r = start..start + s as usize;
                start = r.end;
                r
            })));
        }
    }
    if !matches!(segments, Segments::AttrSized(_)) {
        // What `segment_ranges` and the check below do, with the bounds
        // built directly (no intermediate lists of sizes and ranges).
        let Some(each) = same_size_each(kinds, segments, total) else {
            return Err(uneven(kinds, total, what));
        };
        let mut bounds = SmallVec::new();
        bounds.push(0);
        let mut start = 0usize;
        for k in kinds {
            let len = if *k == ValueKind::Single { 1 } else { each };
            start += len;
            bounds.push(u32::try_from(start).unwrap_or(u32::MAX));
        }
        return Ok(Groups::Bounds(bounds));
    }
    let ranges = segment_ranges(ctx, op, kinds, segments, total)
        .ok_or_else(|| uneven(kinds, total, what))?;
    Ok(Groups::from_ranges(ranges))
}

impl<'a> OpVerifier<'a> {
    /// Checks the counts of regions, results, successors and operands of
    /// `op` against `shape` (MLIR's `OneRegion`, `NResults`,
    /// `AtLeastNOperands`… traits and segment sizes).
    // Always inlined, so the fast path is built in place in the generated
    // verifier (another crate): as a call (which `#[inline]` still left
    // it), the call and the move of the `Result` out of it cost more than
    // the checks.
    #[inline(always)]
    pub fn new(ctx: &'a Context, op: OpId, shape: &'static OpShape) -> Result<Self, String> {
        let data = ctx.op(op);
        // Fast path: no variadic, optional or segment-sized group and every
        // count as declared. The checks below would all pass and split
        // both sides into single-value groups.
        let single = |kinds: &[ValueKind]| kinds.iter().all(|k| *k == ValueKind::Single);
        if !shape.variadic_regions
            && !shape.variadic_successors
            && data.regions().len() == shape.num_regions
            && data.successors().len() == shape.num_successors
            && data.num_operands() == shape.operands.len()
            && data.num_results() == shape.results.len()
            && matches!(shape.operand_segments, Segments::Single)
            && matches!(shape.result_segments, Segments::Single)
            && single(shape.operands)
            && single(shape.results)
        {
            return Ok(OpVerifier {
                ctx,
                data,
                op,
                shape,
                operands: Groups::Single,
                results: Groups::Single,
            });
        }
        Self::new_general(ctx, op, data, shape)
    }

    /// [`OpVerifier::new`] for variadic groups or unexpected counts.
    #[inline(never)]
    fn new_general(
        ctx: &'a Context,
        op: OpId,
        data: &'a OpData,
        shape: &'static OpShape,
    ) -> Result<Self, String> {
        // Regions.
        let n = data.regions().len();
        let want = shape.num_regions;
        if shape.variadic_regions {
            if n < want {
                return Err(format!("expected {want} or more regions"));
            }
        } else if n != want {
            return Err(match want {
                0 => "requires zero regions".into(),
                1 => "requires one region".into(),
                _ => format!("expected {want} regions"),
            });
        }
        // Results.
        let n = data.num_results();
        let (fixed, variadic) = count_kinds(shape.results);
        if variadic {
            if n < fixed {
                return Err(format!("expected {fixed} or more results"));
            }
        } else if n != fixed {
            return Err(match fixed {
                0 => "requires zero results".into(),
                1 => "requires one result".into(),
                _ => format!("expected {fixed} results"),
            });
        }
        // Successors.
        let n = data.successors().len();
        let want = shape.num_successors;
        if shape.variadic_successors {
            if n < want {
                return Err(format!("requires at least {want} successors but found {n}"));
            }
        } else if n != want {
            return Err(format!(
                "requires {} but found {n}",
                plural(want, "successor", "successors")
            ));
        }
        // Operands.
        let n = data.num_operands();
        let (fixed, variadic) = count_kinds(shape.operands);
        if variadic {
            if n < fixed {
                return Err(format!("expected {fixed} or more operands, but found {n}"));
            }
        } else if n != fixed {
            return Err(match fixed {
                0 => "requires zero operands".into(),
                1 => "requires a single operand".into(),
                _ => format!("expected {fixed} operands, but found {n}"),
            });
        }
        let operands = split(
            ctx,
            op,
            shape.operands,
            shape.operand_segments,
            n,
            "operand",
        )?;
        let results = split(
            ctx,
            op,
            shape.results,
            shape.result_segments,
            data.num_results(),
            "result",
        )?;
        Ok(OpVerifier {
            ctx,
            data,
            op,
            shape,
            operands,
            results,
        })
    }

    /// Checks attribute `name`, inherent attribute `k` of `def` (the
    /// op's generated definition): present unless `optional`, and
    /// satisfying `C` if present. As [`OpVerifier::attr`], but the
    /// generated code knows `k`, so no search of the definition's names.
    // Always inlined: as a call, saving and restoring registers around
    // the few loads of the common case cost ~20 instructions per check.
    #[inline(always)]
    pub fn attr_at<C: AttrConstraint>(
        &self,
        def: &'static OpDefinition,
        k: usize,
        name: &str,
        optional: bool,
    ) -> Result<(), String> {
        let ctx = self.ctx;
        match self.find_at(def, k, name) {
            Some(a) if C::matches(ctx, a) => Ok(()),
            None if optional => Ok(()),
            found => Err(attr_error(name, found.is_some(), C::summary)),
        }
    }

    /// Checks that the required attribute `name` (inherent attribute `k`
    /// of `def`) is present. MLIR's generated verifier checks the presence
    /// of every required attribute, in the order of their names, before
    /// any attribute's constraint (in declaration order): the generated
    /// code calls this for each required attribute before
    /// [`OpVerifier::attr_at`], so the first message is MLIR's.
    #[inline(always)]
    pub fn require_attr_at(
        &self,
        def: &'static OpDefinition,
        k: usize,
        name: &str,
    ) -> Result<(), String> {
        match self.find_at(def, k, name) {
            Some(_) => Ok(()),
            None => Err(format!("requires attribute '{name}'")),
        }
    }

    /// Inherent attribute `k` of `def`, named `name`, if the op has it.
    #[inline(always)]
    fn find_at(&self, def: &'static OpDefinition, k: usize, name: &str) -> Option<Attribute> {
        let ctx = self.ctx;
        let data = self.data;
        // Only the registered definition's table maps `k` to a symbol;
        // otherwise look the name up as `Context::attr` does.
        let sym = match ctx.registered_inherent_symbol(data.name(), def, k) {
            Some(sym) => Some(sym),
            None => ctx.lookup_symbol(name),
        };
        sym.and_then(|sym| {
            data.properties()
                .and_then(|p| dict_get_at(ctx, p, k, sym))
                .or_else(|| ctx.dict_get(data.attributes(), sym))
        })
    }

    /// Checks ODS property `name` (inherent attribute `k` of `def`): in
    /// its canonical form and satisfying its predicate (`C::matches`), with
    /// MLIR's message (`property 'x' failed to satisfy constraint: …`).
    pub fn prop_at<C: AttrConstraint>(
        &self,
        def: &'static OpDefinition,
        k: usize,
        name: &str,
    ) -> Result<(), String> {
        let ctx = self.ctx;
        let sym = match ctx.registered_inherent_symbol(self.data.name(), def, k) {
            Some(sym) => Some(sym),
            None => ctx.lookup_symbol(name),
        };
        let found = sym.and_then(|sym| {
            self.data
                .properties()
                .and_then(|p| dict_get_at(ctx, p, k, sym))
        });
        match found {
            Some(a) if C::matches(ctx, a) => Ok(()),
            Some(_) => Err(format!(
                "property '{name}' failed to satisfy constraint: {}",
                C::summary()
            )),
            None => Err(format!("requires property '{name}'")),
        }
    }

    /// Checks attribute `name`: present unless `optional`, and satisfying
    /// `C` if present.
    pub fn attr<C: AttrConstraint>(&self, name: &str, optional: bool) -> Result<(), String> {
        // The registered definition's interned symbol when `name` is one of
        // its inherent attributes (no string hashing), else by name.
        let ctx = self.ctx;
        let data = self.data;
        let sym = ctx.op_definition(data.name()).and_then(|def| {
            // The generated code passes the same literal the definition
            // holds: compare addresses before contents.
            let k = def
                .inherent_attrs
                .iter()
                .position(|n| std::ptr::eq(n.as_ptr(), name.as_ptr()) && n.len() == name.len())
                .or_else(|| def.inherent_attrs.iter().position(|n| *n == name))?;
            ctx.registered_inherent_symbol(data.name(), def, k)
        });
        // As `Context::attr`, on the op data at hand.
        let found = match sym.or_else(|| ctx.lookup_symbol(name)) {
            Some(sym) => data
                .properties()
                .and_then(|p| ctx.dict_get(p, sym))
                .or_else(|| ctx.dict_get(data.attributes(), sym)),
            None => None,
        };
        match found {
            None if optional => Ok(()),
            None => Err(format!("requires attribute '{name}'")),
            Some(a) if C::matches(self.ctx, a) => Ok(()),
            Some(_) => Err(format!(
                "attribute '{name}' failed to satisfy constraint: {}",
                C::summary()
            )),
        }
    }

    fn check_values<C: TypeConstraint>(
        &self,
        what: &str,
        values: impl Iterator<Item = (usize, Value)>,
        kind: ValueKind,
    ) -> Result<(), String> {
        for (index, v) in values {
            let ty = self.ctx.value_type(v);
            if !C::matches(self.ctx, ty) {
                let variadic = if kind == ValueKind::Variadic {
                    "variadic of "
                } else {
                    ""
                };
                return Err(format!(
                    "{what} #{index} must be {variadic}{}, but got '{}'",
                    C::summary(),
                    type_to_string(self.ctx, ty)
                ));
            }
        }
        Ok(())
    }

    /// Checks the types of operand group `group` against `C`.
    // Inline: the fast path is a few loads and the constraint's test; the
    // general path stays out of line.
    #[inline]
    pub fn operands<C: TypeConstraint>(&self, group: usize) -> Result<(), String> {
        // Fast path: a single-value group whose type satisfies `C` (the
        // general path below finds the same value and forms the message).
        if let Groups::Single = self.operands
            && let Some(o) = self.data.operands.get(group)
            && C::matches(self.ctx, self.ctx.value_type(o.value()))
        {
            return Ok(());
        }
        self.operands_general::<C>(group)
    }

    /// [`OpVerifier::operands`] for groups of any size, or a failure.
    #[inline(never)]
    fn operands_general<C: TypeConstraint>(&self, group: usize) -> Result<(), String> {
        let range = self.operands.get(group);
        let kind = self.shape.operands[group];
        optional_size("operand", kind, &range)?;
        let values = range.map(|i| (i, self.data.operand(i)));
        self.check_values::<C>("operand", values, kind)
    }

    /// Checks the types of result group `group` against `C`.
    #[inline]
    pub fn results<C: TypeConstraint>(&self, group: usize) -> Result<(), String> {
        // Fast path, as for operands.
        if let Groups::Single = self.results
            && let Some(&r) = self.data.results().get(group)
            && C::matches(self.ctx, self.ctx.value_type(r))
        {
            return Ok(());
        }
        self.results_general::<C>(group)
    }

    /// [`OpVerifier::results`] for groups of any size, or a failure.
    #[inline(never)]
    fn results_general<C: TypeConstraint>(&self, group: usize) -> Result<(), String> {
        let range = self.results.get(group);
        let kind = self.shape.results[group];
        optional_size("result", kind, &range)?;
        let values = range.map(|i| (i, self.data.result(i)));
        self.check_values::<C>("result", values, kind)
    }

    /// Checks that region `index` (named `name`; empty if unnamed) has between `min` and
    /// `max` blocks (`SizedRegion<N>`, `MinSizedRegion<N>`,
    /// `MaxSizedRegion<N>`), with MLIR's message naming the constraint's
    /// `summary`.
    pub fn region_blocks(
        &self,
        index: usize,
        name: &str,
        min: usize,
        max: Option<usize>,
        summary: &str,
    ) -> Result<(), String> {
        let Some(&r) = self.data.regions().get(index) else {
            return Ok(());
        };
        let n = self.ctx.region(r).blocks().len();
        if n < min || max.is_some_and(|m| n > m) {
            return Err(region_failure(index, name, summary));
        }
        Ok(())
    }

    /// Checks region `index` (named `name`; empty if unnamed), or every region from `index`
    /// on when `variadic` (a `VariadicRegion<…>`), against the predicate of
    /// a `Region<pred, "summary">` record, with MLIR's message naming the
    /// constraint's `summary`.
    pub fn region_pred(
        &self,
        index: usize,
        name: &str,
        variadic: bool,
        summary: &str,
        pred: impl Fn(&Context, RegionId) -> bool,
    ) -> Result<(), String> {
        let regions = self.data.regions();
        let end = if variadic {
            regions.len()
        } else {
            (index + 1).min(regions.len())
        };
        for (i, &r) in regions.iter().enumerate().take(end).skip(index) {
            if !pred(self.ctx, r) {
                return Err(region_failure(i, name, summary));
            }
        }
        Ok(())
    }

    /// [`OpVerifier::region_blocks`] for every region from `from` on (a
    /// `VariadicRegion<…>`; MLIR numbers each region of the group).
    pub fn variadic_region_blocks(
        &self,
        from: usize,
        name: &str,
        min: usize,
        max: Option<usize>,
        summary: &str,
    ) -> Result<(), String> {
        for index in from..self.data.regions().len() {
            self.region_blocks(index, name, min, max, summary)?;
        }
        Ok(())
    }
}

/// An optional group holds at most one value: checked with the group's
/// types, after those of the groups before it, as mlir-tblgen's verifier
/// does (`valueGroupN.size() > 1`).
fn optional_size(what: &str, kind: ValueKind, range: &Range<usize>) -> Result<(), String> {
    if kind == ValueKind::Optional && range.len() > 1 {
        return Err(format!(
            "{what} group starting at #{} requires 0 or 1 element, but found {}",
            range.start,
            range.len()
        ));
    }
    Ok(())
}

/// MLIR's message for region `index` failing its constraint: named
/// `('name')` when the ODS definition names it (an empty `name` is a
/// region written without one).
fn region_failure(index: usize, name: &str, summary: &str) -> String {
    if name.is_empty() {
        format!("region #{index} failed to verify constraint: {summary}")
    } else {
        format!("region #{index} ('{name}') failed to verify constraint: {summary}")
    }
}

/// The common case of a generated verifier, for ops whose regions and
/// successors are not variadic (operand and result groups sized by their
/// counts or by a segment-size attribute): every check answers only "passes" or "not
/// known to pass", with no message. The generated code runs these first,
/// on the op's record and the registration table's symbols fetched once;
/// if any answers `false` it runs the full [`OpVerifier`] checks, which
/// find and word the first failure exactly as they do on their own. So a
/// fast check may be stricter than its [`OpVerifier`] counterpart (never
/// more lenient): it only decides how much work a valid op costs.
#[doc(hidden)]
pub struct FastVerifier<'a> {
    pub(super) ctx: &'a Context,
    pub(super) data: &'a OpData,
    op: OpId,
    pub(super) shape: &'static OpShape,
    /// The op's definition (its inherent attribute names, in order).
    pub(super) def: &'static OpDefinition,
    /// The interned inherent attribute names of the op's registered
    /// definition (index `k` is `def.inherent_attrs[k]`; as many as it has).
    syms: &'a [crate::Symbol],
    /// The entries of the op's properties (none without properties), read
    /// once for all the attribute checks.
    props: &'a [crate::NamedAttribute],
    /// The size of each variadic or optional operand group (without a
    /// segment-size attribute).
    operand_each: usize,
    /// The operand group sizes of the segment-size attribute, if the op's
    /// operands are sized by one (checked against the groups' kinds and
    /// the operand count).
    operand_sizes: Option<&'a [u64]>,
    /// The size of each variadic or optional result group.
    result_each: usize,
}

/// The size of each variadic or optional group when `n` values split into
/// groups `kinds` sized by `segments` the way [`split`] would split them
/// without an error, or `None` when that needs the general path: a count
/// that does not divide evenly (even where `SameSize` allows it), an
/// optional group of more than one value. (Segment-size attributes are
/// [`fast_sizes`]'.)
#[inline(always)]
fn fast_each(kinds: &[ValueKind], segments: Segments, n: usize) -> Option<usize> {
    let fixed = kinds.iter().filter(|k| **k == ValueKind::Single).count();
    let variadic = kinds.len() - fixed;
    match segments {
        Segments::AttrSized(_) => return None,
        Segments::Single if variadic > 1 => return None,
        _ => {}
    }
    if variadic == 0 {
        return (n == fixed).then_some(0);
    }
    let rest = n.checked_sub(fixed)?;
    if !rest.is_multiple_of(variadic) {
        return None;
    }
    let each = rest / variadic;
    if each > 1 && kinds.contains(&ValueKind::Optional) {
        return None;
    }
    Some(each)
}

/// The group sizes in segment-size attribute `attr` when they split `n`
/// values into groups `kinds` as [`split`] would without an error (an
/// `i32` dense array with one non-negative size per group, single groups
/// of one value, optional groups of at most one, summing to `n`); `None`
/// otherwise (the general path words the failure).
#[inline(always)]
fn fast_sizes<'a>(
    ctx: &'a Context,
    attr: crate::Attribute,
    kinds: &[ValueKind],
    n: usize,
) -> Option<&'a [u64]> {
    let AttrData::DenseArray { element, values } = ctx.attr_data(attr) else {
        return None;
    };
    // Another element type (possible where the sizes are an attribute of
    // the dictionary: `usePropertiesForAttributes = 0`) is the general
    // verifier's message.
    if values.len() != kinds.len()
        || !ctx.is_integer_type(*element, 32, crate::Signedness::Signless)
    {
        return None;
    }
    let mut sum = 0u64;
    for (&v, k) in values.iter().zip(kinds) {
        let fits = match k {
            ValueKind::Single => v == 1,
            ValueKind::Optional => v <= 1,
            ValueKind::Variadic => (v as i64) >= 0,
        };
        if !fits {
            return None;
        }
        sum = sum.checked_add(v)?;
    }
    (sum == n as u64).then_some(&values[..])
}

/// The values of group `g` of `kinds` when each non-single group holds
/// `each` values.
#[inline(always)]
fn fast_group(kinds: &[ValueKind], each: usize, g: usize) -> Range<usize> {
    let size = |k: &ValueKind| if *k == ValueKind::Single { 1 } else { each };
    let start: usize = kinds[..g].iter().map(size).sum();
    start..start + size(&kinds[g])
}

impl<'a> FastVerifier<'a> {
    /// The fast checker of the op `op` whose record is `data` if its counts of regions and successors
    /// are exactly those of `shape`, its operands and results split into
    /// `shape`'s groups (by their counts or its segment-size attribute),
    /// and, when `def` has inherent attributes, `def` is the definition
    /// registered for its name; `None` otherwise (the general verifier
    /// decides).
    // Always inlined: `shape` and `def` are constants in the generated
    // verifier, so most of the tests fold away.
    #[inline(always)]
    ///
    /// `segments_k` is the position of the operand segment-size attribute
    /// among `def`'s inherent attributes when `shape` has one (anything
    /// otherwise).
    pub fn new(
        ctx: &'a Context,
        op: OpId,
        data: &'a OpData,
        shape: &'static OpShape,
        def: &'static OpDefinition,
        segments_k: usize,
    ) -> Option<Self> {
        if shape.variadic_regions
            || shape.variadic_successors
            || data.regions().len() != shape.num_regions
            || data.successors().len() != shape.num_successors
        {
            return None;
        }
        let result_each = fast_each(shape.results, shape.result_segments, data.num_results())?;
        // The registration table's symbols are `def`'s only if `def` is
        // the definition registered for the op's name (the table's entry
        // for the name records which: its symbol `0` is found only then);
        // without inherent attributes nothing reads them. A table without
        // one symbol per inherent attribute (names not kept) fails here,
        // so the checks index it without bounds checks (`k` is below the
        // definition's constant count).
        let (syms, props) = if def.inherent_attrs.is_empty() {
            (&[][..], &[][..])
        } else {
            let name = data.name();
            ctx.registered_inherent_symbol(name, def, 0)?;
            let syms = ctx.registered_inherent_symbols(name);
            if syms.len() != def.inherent_attrs.len() {
                return None;
            }
            let props = match data.properties().map(|p| ctx.attr_data(p)) {
                Some(AttrData::Dictionary(entries)) => &entries[..],
                _ => &[],
            };
            (syms, props)
        };
        let (operand_each, operand_sizes) = match shape.operand_segments {
            Segments::AttrSized(_) => {
                let sym = *syms.get(segments_k)?;
                let attr = entry_at(props, segments_k, sym)
                    .or_else(|| ctx.dict_get(data.attributes(), sym))?;
                let sizes = fast_sizes(ctx, attr, shape.operands, data.num_operands())?;
                (0, Some(sizes))
            }
            segments => (
                fast_each(shape.operands, segments, data.num_operands())?,
                None,
            ),
        };
        Some(FastVerifier {
            ctx,
            data,
            op,
            shape,
            def,
            syms,
            props,
            operand_each,
            operand_sizes,
            result_each,
        })
    }

    /// Inherent attribute `k` of the definition: present (in the
    /// properties, else in the discardable attributes, as
    /// [`OpVerifier::attr_at`] looks) and satisfying `C`, or absent and
    /// `optional`.
    #[inline(always)]
    pub fn attr_at<C: AttrConstraint>(&self, k: usize, optional: bool) -> bool {
        let ctx = self.ctx;
        let data = self.data;
        let Some(&sym) = self.syms.get(k) else {
            return false;
        };
        let found = entry_at(self.props, k, sym).or_else(|| ctx.dict_get(data.attributes(), sym));
        match found {
            Some(a) => C::matches(ctx, a),
            None => optional,
        }
    }

    /// Inherent attribute `k` of the definition, where
    /// [`FastVerifier::attr_at`] looks for it.
    #[inline(always)]
    pub(super) fn inherent_attr(&self, k: usize) -> Option<crate::Attribute> {
        let sym = *self.syms.get(k)?;
        entry_at(self.props, k, sym).or_else(|| self.ctx.dict_get(self.data.attributes(), sym))
    }

    /// The operands of group `g` as this checker split them (`None` past
    /// the groups or the operands).
    #[inline(always)]
    pub(super) fn operand_group(&self, g: usize) -> Option<&'a [crate::ir::Operand]> {
        if g >= self.shape.operands.len() {
            return None;
        }
        let range = match self.operand_sizes {
            None => fast_group(self.shape.operands, self.operand_each, g),
            Some(sizes) => {
                let start: u64 = sizes.get(..g)?.iter().sum();
                start as usize..(start + *sizes.get(g)?) as usize
            }
        };
        self.data.operands.get(range)
    }

    /// The results of group `g` as this checker split them.
    #[inline(always)]
    pub(super) fn result_group(&self, g: usize) -> Option<&'a [Value]> {
        if g >= self.shape.results.len() {
            return None;
        }
        self.data
            .results()
            .get(fast_group(self.shape.results, self.result_each, g))
    }

    /// Every value of operand group `g` satisfies `C`.
    #[inline(always)]
    pub fn operands<C: TypeConstraint>(&self, g: usize) -> bool {
        match self.operand_group(g) {
            // A group of one value (the common case) checked in line: the
            // loop below is often left out of line, a call per group.
            Some([o]) => self.value_is::<C>(o.value()),
            Some(values) => values.iter().all(|o| self.value_is::<C>(o.value())),
            None => false,
        }
    }

    /// `value` is live and its type satisfies `C`.
    #[inline(always)]
    fn value_is<C: TypeConstraint>(&self, value: Value) -> bool {
        self.ctx
            .values
            .get(value)
            .is_some_and(|v| C::matches(self.ctx, v.ty()))
    }

    /// Every value of result group `g` satisfies `C`.
    #[inline(always)]
    pub fn results<C: TypeConstraint>(&self, g: usize) -> bool {
        match self.result_group(g) {
            Some(&[r]) => self.value_is::<C>(r),
            Some(values) => values.iter().all(|&r| self.value_is::<C>(r)),
            None => false,
        }
    }

    /// Region `index`, if present, has between `min` and `max` blocks.
    pub fn region_blocks(&self, index: usize, min: usize, max: Option<usize>) -> bool {
        match self.data.regions().get(index) {
            None => true,
            Some(&r) => self.ctx.try_region(r).is_ok_and(|r| {
                let n = r.blocks().len();
                n >= min && max.is_none_or(|m| n <= m)
            }),
        }
    }

    /// At least one operand and one result, and every operand and result
    /// of one type (stricter than `SameOperandsAndResultType`, which allows
    /// compatible shapes, and implying the types ODS derives from it). An
    /// op without operands or results is left to the full check, which
    /// reports MLIR's `expected 1 or more operands, but found 0` / `expected
    /// 1 or more results` (an op with variadic groups may have none).
    #[inline]
    pub fn all_types_equal(&self) -> bool {
        let ctx = self.ctx;
        if self.data.num_operands() == 0 || self.data.num_results() == 0 {
            return false;
        }
        let mut types = self
            .data
            .operands()
            .chain(self.data.results().iter().copied())
            .map(|v| ctx.value_type(v));
        match types.next() {
            Some(first) => types.all(|t| t == first),
            None => false,
        }
    }

    /// An [`OpVerifier`] on the same op, for the trait checks that read no
    /// groups.
    pub fn general(&self) -> OpVerifier<'a> {
        OpVerifier {
            ctx: self.ctx,
            data: self.data,
            op: self.op,
            shape: self.shape,
            operands: Groups::Single,
            results: Groups::Single,
        }
    }

    /// An [`OpVerifier`] on the same op with its operand and result groups
    /// as this fast checker split them, for the checks that read groups
    /// (`AllTypesMatch`, `TypesMatchWith`, …).
    pub fn full(&self) -> OpVerifier<'a> {
        let groups = |kinds: &[ValueKind], each: usize, sizes: Option<&[u64]>| {
            if sizes.is_none() && kinds.iter().all(|k| *k == ValueKind::Single) {
                return Groups::Single;
            }
            let mut bounds: SmallVec<[u32; 5]> = SmallVec::new();
            bounds.push(0);
            let mut start = 0u64;
            for (g, k) in kinds.iter().enumerate() {
                let len = match sizes {
                    Some(s) => s[g],
                    None if *k == ValueKind::Single => 1,
                    None => each as u64,
                };
                start += len;
                bounds.push(u32::try_from(start).unwrap_or(u32::MAX));
            }
            Groups::Bounds(bounds)
        };
        OpVerifier {
            ctx: self.ctx,
            data: self.data,
            op: self.op,
            shape: self.shape,
            operands: groups(self.shape.operands, self.operand_each, self.operand_sizes),
            results: groups(self.shape.results, self.result_each, None),
        }
    }
}

/// The value for `sym` in dictionary `entries`, which is usually entry
/// `k` (see [`dict_get_at`]).
#[inline(always)]
fn entry_at(
    entries: &[crate::NamedAttribute],
    k: usize,
    sym: crate::Symbol,
) -> Option<crate::Attribute> {
    match entries.get(k) {
        Some(e) if e.name == sym => Some(e.value),
        _ => entries.iter().find(|e| e.name == sym).map(|e| e.value),
    }
}

/// `dict`'s value for `sym`, which is usually its entry `k`: a
/// registered op's properties hold its inherent attributes sorted by name,
/// as `k` counts them, so unless an optional one before is absent the
/// entry is found without a search.
#[inline(always)]
fn dict_get_at(
    ctx: &Context,
    dict: crate::Attribute,
    k: usize,
    sym: crate::Symbol,
) -> Option<crate::Attribute> {
    entry_at(ctx.dict_entries(dict), k, sym)
}
